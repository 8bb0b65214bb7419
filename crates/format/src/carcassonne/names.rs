//! Names written in a Carcassonne file resolved against the catalogue, the players and the
//! rule tables: players, tiles, squares, turns, features, piece kinds and rule options, each
//! refusal an [`InputError`] at its place.

use super::*;

/// Every expansion key a file may name.
pub fn expansion_keys() -> Vec<&'static str> {
    Expansion::OPTIONAL.iter().map(|e| e.key()).collect()
}

pub(super) fn err(key: &'static str, loc: Loc) -> InputError {
    InputError::new(Message::new(key), loc)
}

/// A piece of a game record's start written with alternatives: records are written exactly,
/// so the error names the piece (owner as written, kind, square) and what was written.
pub(super) fn record_alternatives(
    p: &Spanned<PieceFile>,
    kind: Option<PieceKind>,
    square: Pos,
) -> InputError {
    let written: Vec<&str> = std::iter::once(&p.value.feature)
        .chain(&p.value.alternatives)
        .map(|f| f.value.as_str())
        .collect();
    let message = Message::new(msg::INPUT_RECORD_PIECE_ALTERNATIVES)
        .arg("owner", p.value.owner.value.as_str())
        .arg("square", square.to_string())
        .arg("features", written.join(", "));
    let message = match kind {
        Some(k) => message.key_arg("piece", format!("piece-{}", k.key())),
        None => message.arg("piece", p.value.kind.value.as_str()),
    };
    InputError::new(message, loc_of(&p.value.feature))
}

/// Resolves a player by colour or name.
pub fn find_player(players: &[Player], who: &str) -> Option<PlayerId> {
    players
        .iter()
        .position(|p| Color::parse(who) == Some(p.color) || p.name == who)
        .and_then(|i| PlayerId::new(i, players))
}

/// Whether player `p`, written `who` at `loc` in a block keyed by player (`score`, `goods`),
/// was already named there by colour or name (`red` and `Ann`); if so the later of the two is
/// reported, and the entry is not read.
pub(super) fn named_twice<'a>(
    named: &mut [Option<(&'a str, Loc)>],
    p: PlayerId,
    who: &'a str,
    loc: Loc,
    errors: &mut Vec<InputError>,
) -> bool {
    let Some(slot) = named.get_mut(p.index()) else {
        return false;
    };
    let Some((other, other_loc)) = *slot else {
        *slot = Some((who, loc));
        return false;
    };
    let ((first, _), (second, at)) = if other_loc <= loc {
        ((other, other_loc), (who, loc))
    } else {
        ((who, loc), (other, other_loc))
    };
    errors.push(InputError::new(
        Message::new(msg::INPUT_PLAYER_TWICE)
            .arg("who", second)
            .arg("other", first),
        at,
    ));
    true
}

pub(super) fn unknown_player(who: &str, players: &[Player], loc: Loc) -> InputError {
    let names: Vec<String> = players
        .iter()
        .flat_map(|p| [p.color.key().to_string(), p.name.clone()])
        .collect();
    // A misspelt colour or name: the nearest of the players' colours (in either language)
    // and names.
    let words: Vec<String> = players
        .iter()
        .flat_map(|p| {
            [
                p.color.key().to_string(),
                p.color.dutch().to_string(),
                p.name.clone(),
            ]
        })
        .chain(Color::ALL.iter().map(|c| c.key().to_string()))
        .collect();
    // A colour of the game no player has is no misspelling.
    let suggestion = Color::parse(who)
        .is_none()
        .then(|| did_you_mean(who, words.iter().map(String::as_str)))
        .flatten();
    let message = match suggestion {
        // No player could be read (their colours are unknown, say): nothing to list.
        _ if names.is_empty() => Message::new(msg::INPUT_UNKNOWN_PLAYER_NONE),
        Some(s) => Message::new(msg::INPUT_UNKNOWN_PLAYER_SUGGEST).arg("suggestion", s),
        None => Message::new(msg::INPUT_UNKNOWN_PLAYER),
    };
    InputError::new(message.arg("who", who).arg("known", names.join(", ")), loc)
}

/// Reads the rules block.
pub fn rules(file: Option<&RulesFile>, errors: &mut Vec<InputError>) -> Rules {
    let mut rules = Rules::default();
    let Some(r) = file else { return rules };
    for e in &r.expansions {
        match Expansion::read(&e.value).filter(|n| !matches!(n, Named::Judged(Expansion::Base))) {
            Some(Named::Judged(x)) if !rules.expansions.contains(&x) => rules.expansions.push(x),
            Some(Named::Judged(_)) => {}
            Some(Named::OtherEdition(edition)) => errors.push(InputError::new(
                Message::new(edition.refusal).arg("name", e.value.as_str()),
                loc_of(e),
            )),
            None => {
                let keys = expansion_keys();
                let mut error = unknown_name(msg::INPUT_UNKNOWN_EXPANSION, "name", e, &keys, None);
                // No key close in spelling as written: one close in lower case ("Towre" is
                // "tower" with two letters swapped), else the expansion whose names share its
                // words.
                if did_you_mean(&e.value, keys.iter().copied()).is_none() {
                    let lower = e.value.to_lowercase();
                    if let Some(k) = did_you_mean(&lower, keys.iter().copied()) {
                        error.message = error.message.arg("suggestion", k);
                    } else if let Some(x) = Expansion::suggest(&e.value) {
                        error.message = error.message.arg("suggestion", x.key());
                    }
                }
                errors.push(error);
            }
        }
    }
    let written = r
        .options
        .iter()
        .map(|(k, v)| (*k, Some((v.value.clone(), loc_of(v)))));
    let options = [
        (
            "two-tile-city",
            r.two_tile_city
                .as_ref()
                .map(|v| (v.value.to_string(), loc_of(v))),
        ),
        (
            "farmers",
            r.farmers.as_ref().map(|v| (v.value.clone(), loc_of(v))),
        ),
    ];
    for (key, written) in options.into_iter().chain(written) {
        let Some((value, loc)) = written else {
            continue;
        };
        // The option tables (`variants::OPTIONS`, the expansions' `options`) are the one place
        // that knows the values.
        if let Err(e) = rules.set_option(key, &value) {
            let known: &[&str] = match e {
                OptionError::BadValue(values) => values,
                OptionError::UnknownKey => &[],
            };
            errors.push(InputError::new(
                Message::new(msg::INPUT_BAD_OPTION)
                    .arg("option", key)
                    .arg("value", value)
                    .arg("known", known.join(", ")),
                loc,
            ));
        }
    }
    rules
}

/// Reads a square `[x, y]`.
pub fn square(at: &Spanned<Vec<Spanned<i64>>>) -> Result<Pos, InputError> {
    let [x, y] = at.value.as_slice() else {
        return Err(InputError::new(
            Message::new(msg::INPUT_BAD_SQUARE).arg("count", at.value.len()),
            loc_of(at),
        ));
    };
    for c in [x, y] {
        // Not `abs()`: it overflows on i64::MIN.
        if !(-COORD_LIMIT..=COORD_LIMIT).contains(&c.value) {
            return Err(InputError::new(
                Message::new(msg::INPUT_COORDINATE_RANGE)
                    .arg("value", c.value.to_string())
                    .arg("limit", COORD_LIMIT.to_string()),
                loc_of(c),
            ));
        }
    }
    Ok(Pos::new(x.value, y.value))
}

/// Reads a square written `X,Y` (the command line's `--at`, a move action's piece), within
/// the coordinate limits.
pub fn square_text(text: &str) -> Option<Pos> {
    let (x, y) = text.split_once(',')?;
    let (x, y): (i64, i64) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    // Not `abs()`: it overflows on i64::MIN.
    let range = -COORD_LIMIT..=COORD_LIMIT;
    (range.contains(&x) && range.contains(&y)).then_some(Pos::new(x, y))
}

/// Reads a rotation in degrees.
pub fn rotation(rot: Option<&Spanned<i64>>) -> Result<Rotation, InputError> {
    let Some(r) = rot else {
        return Ok(Rotation::R0);
    };
    Rotation::from_written_degrees(r.value).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_BAD_ROTATION).arg("value", r.value.to_string()),
            loc_of(r),
        )
    })
}

/// Resolves a tile id or letter.
pub fn tile_id(name: &Spanned<String>) -> Result<TileDefId, InputError> {
    let cat = Catalogue::get();
    cat.index_of(name.value.trim()).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_UNKNOWN_TILE)
                .arg("tile", name.value.as_str())
                .arg("suggestions", cat.nearest(&name.value, 3).join(", ")),
            loc_of(name),
        )
    })
}

/// Resolves a locator on a tile turned by `rot`, listing the tile's features when it names none.
pub fn locator(
    text: &Spanned<String>,
    def: TileDefId,
    rot: Rotation,
) -> Result<(Locator, usize), InputError> {
    let tile = Catalogue::get().tile(def);
    let features = || {
        Locator::all_on(tile, rot)
            .into_iter()
            .map(Locator::to_text)
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(e) = whole_edge(text, tile, rot) {
        return Err(e);
    }
    let loc = Locator::parse(&text.value).ok_or_else(|| {
        let all: Vec<String> = Locator::all_on(tile, rot)
            .into_iter()
            .map(Locator::to_text)
            .collect();
        InputError::new(
            Message::new(msg::INPUT_BAD_LOCATOR)
                .arg("locator", text.value.as_str())
                .arg(
                    "suggestion",
                    did_you_mean(&text.value, all.iter().map(String::as_str)).unwrap_or("none"),
                )
                .arg("features", features()),
            loc_of(text),
        )
    })?;
    let feature = loc.resolve(tile, rot).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_NO_SUCH_FEATURE)
                .arg("locator", text.value.as_str())
                .arg("tile", tile.id.as_ref())
                .arg("features", features()),
            loc_of(text),
        )
        .with_rule(rule::BASE_PIECE_FEATURE)
    })?;
    Ok((loc, feature))
}

/// Resolves the locator of the piece a move places ([`locator`]); when the move has a step
/// laid with the tile ([`StepTime::WithTile`](arbiter_engine::carcassonne::tables::StepTime::WithTile):
/// a bridge, which adds a road to a tile), a locator the bare tile lacks is kept if it reads,
/// and the move's judgement says whether the tile as it lies has that feature.
pub fn placed_locator(
    text: &Spanned<String>,
    def: TileDefId,
    rot: Rotation,
    steps: &[arbiter_engine::carcassonne::turn::MoveStep],
) -> Result<Locator, InputError> {
    use arbiter_engine::carcassonne::tables::StepTime;
    match locator(text, def, rot) {
        Ok((loc, _)) => Ok(loc),
        Err(e) => {
            let reshaped = steps
                .iter()
                .any(|(k, _)| k.def().when == StepTime::WithTile);
            match Locator::parse(&text.value) {
                Some(loc) if reshaped => Ok(loc),
                _ => Err(e),
            }
        }
    }
}

/// A kind that lies along half-edges (a field) written with a whole edge (`field:E`,
/// `weide:O`): the refusal names the feature at each half of that edge on this tile, and asks
/// which is meant when they are two (a road or river splitting the edge). `None` for any
/// other text, and when neither half holds that kind.
fn whole_edge(
    text: &Spanned<String>,
    tile: &arbiter_engine::carcassonne::catalogue::TileDef,
    rot: Rotation,
) -> Option<InputError> {
    use arbiter_engine::carcassonne::catalogue::FeatureKind;
    use arbiter_engine::carcassonne::geometry::Edge;
    use arbiter_engine::carcassonne::tables::Lies;
    let (kind, place) = text.value.trim().split_once(':')?;
    let kind = FeatureKind::parse(kind).filter(|k| k.lies() == Lies::HalfEdges)?;
    let edge = Edge::parse(&place.replace('O', "E").replace('Z', "S"))?;
    let halves: Vec<(Locator, usize)> = edge
        .halves()
        .into_iter()
        .map(|h| Locator::Half(kind, h))
        .filter_map(|l| l.resolve(tile, rot).map(|f| (l, f)))
        .collect();
    let message = match halves.as_slice() {
        [] => return None,
        [(a, fa), (b, fb)] if fa != fb => Message::new(msg::INPUT_LOCATOR_EDGE_SPLIT)
            .arg("locator-a", a.to_text())
            .arg("locator-b", b.to_text()),
        [(a, _), rest @ ..] => Message::new(msg::INPUT_LOCATOR_EDGE_ONE)
            .arg("locator-a", a.to_text())
            .arg(
                "locator-b",
                rest.first().map_or("none".into(), |(b, _)| b.to_text()),
            ),
    };
    Some(InputError::new(
        message.arg("locator", text.value.as_str()),
        loc_of(text),
    ))
}

/// Resolves a piece kind.
pub fn piece_kind(kind: &Spanned<String>) -> Result<PieceKind, InputError> {
    PieceKind::parse(&kind.value).ok_or_else(|| {
        if let Some(feature) = role_feature(&kind.value) {
            return InputError::new(
                Message::new(msg::INPUT_PIECE_IS_ROLE)
                    .arg("piece", kind.value.as_str())
                    .key_arg("feature", format!("feature-{feature}")),
                loc_of(kind),
            );
        }
        let keys: Vec<&str> = PieceKind::ALL.iter().map(|k| k.key()).collect();
        let names = keys.iter().map(|k| format!("piece-{k}")).collect();
        unknown_name(msg::INPUT_UNKNOWN_PIECE, "piece", kind, &keys, Some(names))
    })
}

/// The feature a follower's role names (a farmer stands on a field), for a piece written by
/// its role, in English or Dutch: the role is where the follower stands, not a piece.
fn role_feature(written: &str) -> Option<&'static str> {
    const ROLES: [(&str, &str); 11] = [
        ("farmer", "field"),
        ("boer", "field"),
        ("knight", "city"),
        ("ridder", "city"),
        ("thief", "road"),
        ("highwayman", "road"),
        ("robber", "road"),
        ("struikrover", "road"),
        ("reiziger", "road"),
        ("monk", "monastery"),
        ("monnik", "monastery"),
    ];
    let w = written.trim().to_lowercase();
    ROLES.iter().find(|(role, _)| *role == w).map(|(_, f)| *f)
}

/// A name that is none of `keys`: message `key` with the name written as its argument `arg`,
/// the nearest key, and every name a reader may write: `names`, message ids listed in the
/// output language, where the reader takes each language's names; else the keys.
pub(super) fn unknown_name(
    key: &'static str,
    arg: &'static str,
    written: &Spanned<String>,
    keys: &[&str],
    names: Option<Vec<String>>,
) -> InputError {
    let message = Message::new(key).arg(arg, written.value.as_str()).arg(
        "suggestion",
        did_you_mean(&written.value, keys.iter().copied()).unwrap_or("none"),
    );
    let message = match names {
        Some(names) => message.names_arg("known", names),
        None => message.arg("known", keys.join(", ")),
    };
    InputError::new(message, loc_of(written))
}
