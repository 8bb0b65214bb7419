//! One textual form names a piece wherever a piece is written as text: in position files (a
//! tile's `pieces:`, `figures:` and `held:` items may be written this way instead of as
//! mappings), on the command line (`--piece`, the parameters of `--action` and `--step`), in
//! game records and in the `address` of `move`'s JSON effects:
//!
//! ```text
//! WHO@WHERE
//! WHO   = OWNER/KIND | KIND | OWNER
//! WHERE = X,Y:FEATURE      on that feature of the tile at X,Y
//!       | X,Y              on the tile at X,Y as a whole (a figure)
//!       | X,Y:corner       at the north-west corner of square X,Y
//!       | OWNER@X,Y[:FEATURE]  beside that player's piece (on that feature)
//!       | FEATURE          on that feature of the tile the text belongs to
//!       | PLAYER           held by that player
//! ```
//!
//! Each place that reads a piece says which parts it needs; the rest follows from where the
//! text stands (the mover's own piece, the tile entry's own square). So `follower@road:E`
//! (`--piece`), `red/follower@road:E` (a tile's piece), `blue@1,0:road:W` (a capture),
//! `dragon@2,1`, `fairy@red@0,0`, `red/barn@1,2:corner` and `blue/follower@red` (a prisoner) are
//! all the same form. This module reads and writes the words; the names in them (players,
//! kinds, features) are resolved where the rest of the file is.

/// A piece written as text, its names not yet resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    /// The owner, when written (`red` in `red/follower@...`).
    pub owner: Option<String>,
    /// The kind, when written (`follower`). A single word before `@` is kept in `word`.
    pub kind: Option<String>,
    /// A single word before `@`: a kind or an owner, as the place reading it says.
    pub word: Option<String>,
    /// Where it is.
    pub place: Place,
}

/// Where a piece written as text is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// On a feature of the tile at a square.
    Feature([i64; 2], String),
    /// On the tile at a square, on no feature of it.
    Tile([i64; 2]),
    /// At the north-west corner of a square.
    Corner([i64; 2]),
    /// Beside the piece of `owner` on the tile at a square (on that feature, when written).
    Beside {
        /// The other piece's owner.
        owner: String,
        /// Its tile's square.
        at: [i64; 2],
        /// Its feature, when written.
        feature: Option<String>,
    },
    /// One word with no square: a feature of the tile the text belongs to, or the player
    /// holding the piece, as the place reading it says.
    Word(String),
}

/// The piece a move places on its new tile, `KIND@FEATURE` or `OWNER/KIND@FEATURE`: the owner
/// when written, the kind and the feature; `None` when the text is not that.
pub fn placed(text: &str) -> Option<(Option<String>, String, String)> {
    let a = parse(text)?;
    let Place::Word(feature) = a.place else {
        return None;
    };
    match (a.owner, a.kind, a.word) {
        (Some(o), Some(k), None) => Some((Some(o), k, feature)),
        (None, None, Some(k)) => Some((None, k, feature)),
        _ => None,
    }
}

/// The word for a corner after a square (`1,2:corner`), in English and Dutch.
const CORNER: [&str; 2] = ["corner", "hoek"];

/// Reads `WHO@WHERE`; `None` when the text does not have that shape (no `@`, an empty part,
/// a square that is not two whole numbers, `/` with an empty side).
pub fn parse(text: &str) -> Option<Address> {
    let (who, place) = text.trim().split_once('@')?;
    let who = who.trim();
    if who.is_empty() {
        return None;
    }
    let (owner, kind, word) = match who.split_once('/') {
        Some((o, k)) => {
            let (o, k) = (o.trim(), k.trim());
            if o.is_empty() || k.is_empty() || k.contains('/') {
                return None;
            }
            (Some(o.to_string()), Some(k.to_string()), None)
        }
        None => (None, None, Some(who.to_string())),
    };
    Some(Address {
        owner,
        kind,
        word,
        place: place_of(place.trim())?,
    })
}

fn place_of(text: &str) -> Option<Place> {
    if text.is_empty() {
        return None;
    }
    if let Some((owner, rest)) = text.split_once('@') {
        let owner = owner.trim();
        if owner.is_empty() || owner.contains('/') {
            return None;
        }
        return match place_of(rest.trim())? {
            Place::Tile(at) => Some(Place::Beside {
                owner: owner.to_string(),
                at,
                feature: None,
            }),
            Place::Feature(at, f) => Some(Place::Beside {
                owner: owner.to_string(),
                at,
                feature: Some(f),
            }),
            _ => None,
        };
    }
    let (head, rest) = match text.split_once(':') {
        Some((h, r)) => (h, Some(r.trim())),
        None => (text, None),
    };
    let Some(at) = square(head) else {
        // No square: one word (a feature like `road:E`, or a player).
        return (!looks_like_square(head)).then(|| Place::Word(text.to_string()));
    };
    Some(match rest {
        None => Place::Tile(at),
        Some(r) if CORNER.contains(&r.to_lowercase().as_str()) => Place::Corner(at),
        Some("") => return None,
        Some(r) => Place::Feature(at, r.to_string()),
    })
}

/// `X,Y`: two whole numbers.
fn square(text: &str) -> Option<[i64; 2]> {
    let (x, y) = text.split_once(',')?;
    Some([x.trim().parse().ok()?, y.trim().parse().ok()?])
}

/// Whether a word is meant as a square (has a comma or starts with a digit or sign) though it
/// is not one: then it is an error, not a feature or a player.
fn looks_like_square(text: &str) -> bool {
    text.contains(',')
        || text
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-' || c == '+')
}

/// Writes a piece: `OWNER/KIND@WHERE`, the owner left out for a piece that is nobody's.
pub fn write(owner: Option<&str>, kind: &str, place: &Place) -> String {
    let who = match owner {
        Some(o) => format!("{o}/{kind}"),
        None => kind.to_string(),
    };
    format!("{who}@{}", place_text(place))
}

/// Writes a place, as `WHERE` above.
pub fn place_text(place: &Place) -> String {
    match place {
        Place::Feature([x, y], f) => format!("{x},{y}:{f}"),
        Place::Tile([x, y]) => format!("{x},{y}"),
        Place::Corner([x, y]) => format!("{x},{y}:corner"),
        Place::Beside {
            owner,
            at: [x, y],
            feature,
        } => match feature {
            Some(f) => format!("{owner}@{x},{y}:{f}"),
            None => format!("{owner}@{x},{y}"),
        },
        Place::Word(w) => w.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(owner: Option<&str>, kind: Option<&str>, word: Option<&str>, place: Place) -> Address {
        Address {
            owner: owner.map(str::to_string),
            kind: kind.map(str::to_string),
            word: word.map(str::to_string),
            place,
        }
    }

    #[test]
    fn every_form_reads() {
        let w = |s: &str| Place::Word(s.to_string());
        for (text, want) in [
            (
                "follower@road:E",
                a(None, None, Some("follower"), w("road:E")),
            ),
            (
                "red/follower@road:E",
                a(Some("red"), Some("follower"), None, w("road:E")),
            ),
            (
                "blue@1,0:road:W",
                a(
                    None,
                    None,
                    Some("blue"),
                    Place::Feature([1, 0], "road:W".into()),
                ),
            ),
            (
                "dragon@2,-1",
                a(None, None, Some("dragon"), Place::Tile([2, -1])),
            ),
            (
                "fairy@red@0,0",
                a(
                    None,
                    None,
                    Some("fairy"),
                    Place::Beside {
                        owner: "red".into(),
                        at: [0, 0],
                        feature: None,
                    },
                ),
            ),
            (
                "fee@rood@0,0:stad:N",
                a(
                    None,
                    None,
                    Some("fee"),
                    Place::Beside {
                        owner: "rood".into(),
                        at: [0, 0],
                        feature: Some("stad:N".into()),
                    },
                ),
            ),
            (
                "red/barn@1,2:corner",
                a(Some("red"), Some("barn"), None, Place::Corner([1, 2])),
            ),
            (
                "rood/herenboerderij@1,2:hoek",
                a(
                    Some("rood"),
                    Some("herenboerderij"),
                    None,
                    Place::Corner([1, 2]),
                ),
            ),
            (
                "blue/follower@red",
                a(Some("blue"), Some("follower"), None, w("red")),
            ),
            (
                " Anna / follower @ road:E ",
                a(Some("Anna"), Some("follower"), None, w("road:E")),
            ),
        ] {
            assert_eq!(parse(text), Some(want), "{text}");
        }
    }

    #[test]
    fn what_is_not_the_form_is_refused() {
        for text in [
            "follower",
            "@road:E",
            "red/@road:E",
            "/follower@road:E",
            "red/follower/x@road:E",
            "follower@",
            "follower@1,x:road:E",
            "follower@1,2:",
            "follower@1;2",
            "fairy@@0,0",
            "fairy@red@road:E",
            "fairy@red/x@0,0",
            "follower@3",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }

    #[test]
    fn what_is_written_reads_back() {
        for (owner, kind, place) in [
            (
                Some("red"),
                "follower",
                Place::Feature([1, -2], "city:N".into()),
            ),
            (None, "dragon", Place::Tile([0, 3])),
            (Some("blue"), "barn", Place::Corner([-1, 1])),
            (
                None,
                "fairy",
                Place::Beside {
                    owner: "red".into(),
                    at: [0, 0],
                    feature: Some("road:E".into()),
                },
            ),
            (Some("blue"), "follower", Place::Word("red".into())),
        ] {
            let text = write(owner, kind, &place);
            let back = parse(&text).unwrap();
            assert_eq!(back.place, place, "{text}");
            match owner {
                Some(o) => {
                    assert_eq!(back.owner.as_deref(), Some(o));
                    assert_eq!(back.kind.as_deref(), Some(kind));
                }
                None => assert_eq!(back.word.as_deref(), Some(kind)),
            }
        }
    }
}
