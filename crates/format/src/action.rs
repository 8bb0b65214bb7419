//! Move actions an expansion adds (the abbot's recall), written the same way in game records
//! (`action: recall-abbot`) and on the command line (`--action recall-abbot`): the action's key,
//! then `=` and its parameter when its [`ActionDef`](arbiter_engine::carcassonne::expansions::ActionDef)
//! declares one (`NAME=OWNER@X,Y` for a piece on the board).

use super::address::{self, Address, Place};
use super::carcassonne::{find_player, square_text};
use super::yaml::{did_you_mean, loc_of, Spanned};
use super::InputError;
use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::expansions::ParamKind;
use arbiter_engine::carcassonne::pieces::{Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam, PieceAction};
use arbiter_ids::msg;

/// The registered actions' keys, comma-separated (for help and errors).
pub fn known_actions() -> String {
    ActionKind::all()
        .map(ActionKind::key)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The registered actions' Dutch names, comma-separated.
pub fn known_dutch_actions() -> String {
    ActionKind::all()
        .map(ActionKind::dutch)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads `NAME[=PARAM]` as the move's piece action; the parameter's players are resolved
/// against `players`.
pub fn action(text: &Spanned<String>, players: &[Player]) -> Result<PieceAction, InputError> {
    let (kind, param) = step(text, players)?;
    Ok(PieceAction::Special(kind, param))
}

/// Reads `NAME[=PARAM]`: a step an expansion adds, with its parameter.
pub fn step(
    text: &Spanned<String>,
    players: &[Player],
) -> Result<(ActionKind, ActionParam), InputError> {
    let (name, param) = match text.value.split_once('=') {
        Some((n, p)) => (n.trim(), Some(p.trim())),
        None => (text.value.trim(), None),
    };
    // Names are matched whatever their case (`ABT-TERUGNEMEN`); messages quote them as written.
    let lower = name.to_lowercase();
    let Some(kind) = ActionKind::parse(&lower) else {
        return Err(InputError::new(
            Message::new(msg::INPUT_UNKNOWN_ACTION)
                .arg("action", name)
                .arg(
                    "suggestion",
                    did_you_mean(
                        &lower,
                        ActionKind::all().flat_map(|a| {
                            std::iter::once(a.key()).chain(a.def().dutch.iter().copied())
                        }),
                    )
                    .unwrap_or("none"),
                )
                .arg("known", known_actions())
                .arg("dutch", known_dutch_actions()),
            loc_of(text),
        ));
    };
    // The messages below name the action as written (`abt-terugnemen` stays Dutch).
    let fail = |id: &'static str, value: Option<&str>| {
        let mut m = Message::new(id).arg("action", name);
        if let Some(v) = value {
            m = m.arg("value", v);
        }
        InputError::new(m, loc_of(text))
    };
    let param = match (kind.def().param, param) {
        (None, None) => ActionParam::None,
        (None, Some(value)) => return Err(fail(msg::INPUT_ACTION_NO_PARAMETER, Some(value))),
        (Some(ParamKind::Piece), None) => return Err(fail(msg::INPUT_ACTION_NEEDS_PIECE, None)),
        (Some(ParamKind::Square), None) => return Err(fail(msg::INPUT_ACTION_NEEDS_SQUARE, None)),
        (Some(ParamKind::Player), None) => return Err(fail(msg::INPUT_ACTION_NEEDS_PLAYER, None)),
        (Some(ParamKind::Placement), None) => {
            return Err(fail(msg::INPUT_ACTION_NEEDS_PLACEMENT, None))
        }
        (Some(ParamKind::Placement), Some(value)) => {
            placement(value).ok_or_else(|| fail(msg::INPUT_BAD_ACTION_PLACEMENT, Some(value)))?
        }
        (Some(ParamKind::Piece), Some(value)) => {
            piece(value, players).ok_or_else(|| fail(msg::INPUT_BAD_ACTION_PIECE, Some(value)))?
        }
        (Some(ParamKind::Square), Some(value)) => square_text(value)
            .map(ActionParam::Square)
            .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_SQUARE, Some(value)))?,
        (Some(ParamKind::Player), Some(value)) => find_player(players, value)
            .map(ActionParam::Player)
            .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_PLAYER, Some(value)))?,
        (Some(ParamKind::Kind | ParamKind::KindAt | ParamKind::KindHeldBy), None) => {
            return Err(fail(msg::INPUT_ACTION_NEEDS_KIND, None))
        }
        (Some(ParamKind::Kind), Some(value)) => PieceKind::parse(value)
            .map(ActionParam::Kind)
            .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_KIND, Some(value)))?,
        (Some(ParamKind::KindAt), Some(value)) => match address::parse(value) {
            Some(Address {
                word: Some(k),
                place: Place::Tile(at),
                ..
            }) => PieceKind::parse(&k).and_then(|kind| {
                Some(ActionParam::KindAt {
                    kind,
                    at: square_text(&format!("{},{}", at[0], at[1]))?,
                })
            }),
            _ => None,
        }
        .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_KIND, Some(value)))?,
        (Some(ParamKind::KindHeldBy), Some(value)) => match address::parse(value) {
            Some(Address {
                word: Some(k),
                place: Place::Word(who),
                ..
            }) => PieceKind::parse(&k).and_then(|kind| {
                Some(ActionParam::KindHeldBy {
                    kind,
                    holder: find_player(players, &who)?,
                })
            }),
            _ => None,
        }
        .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_KIND, Some(value)))?,
        (Some(ParamKind::Tile), value) => value
            .and_then(|v| Catalogue::get().index_of(v))
            .map(ActionParam::Tile)
            .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_TILE, Some(value.unwrap_or(""))))?,
        (Some(ParamKind::Number), value) => value
            .and_then(|v| v.parse::<u32>().ok())
            .map(ActionParam::Number)
            .ok_or_else(|| fail(msg::INPUT_BAD_ACTION_NUMBER, Some(value.unwrap_or(""))))?,
        (Some(ParamKind::Word(words)), value) => {
            match value.and_then(|v| words.iter().find(|w| w.eq_ignore_ascii_case(v))) {
                Some(&w) => ActionParam::Word(w),
                None => {
                    let id = match value {
                        Some(_) => msg::INPUT_BAD_ACTION_WORD,
                        None => msg::INPUT_ACTION_NEEDS_WORD,
                    };
                    let mut e = fail(id, value);
                    e.message = e.message.arg("values", words.join(", "));
                    return Err(e);
                }
            }
        }
    };
    Ok((kind, param))
}

/// `OWNER@X,Y` or `OWNER@X,Y:LOCATOR`: a player (colour or name), a square within the
/// coordinate limits and the feature the piece stands on.
fn piece(value: &str, players: &[Player]) -> Option<ActionParam> {
    let a = address::parse(value)?;
    let owner = find_player(players, a.word.as_deref()?)?;
    let (at, on) = match a.place {
        Place::Feature(at, locator) => (at, Some(Locator::parse(&locator)?)),
        Place::Tile(at) => (at, None),
        _ => return None,
    };
    let at = square_text(&format!("{},{}", at[0], at[1]))?;
    Some(ActionParam::Piece { owner, at, on })
}

/// `KIND@X,Y:LOCATOR`: a kind of piece (key or Dutch word), a square and a feature there.
fn placement(value: &str) -> Option<ActionParam> {
    let a = address::parse(value)?;
    let Place::Feature(at, locator) = a.place else {
        return None;
    };
    Some(ActionParam::Place {
        kind: PieceKind::parse(a.word.as_deref()?)?,
        at: square_text(&format!("{},{}", at[0], at[1]))?,
        locator: Locator::parse(&locator)?,
    })
}

/// The action as written in game records, `None` for a move that does none.
pub fn action_text(action: PieceAction, players: &[Player]) -> Option<String> {
    let PieceAction::Special(kind, param) = action else {
        return None;
    };
    Some(step_text((kind, param), players))
}

/// A step as written in game records and on the command line: `NAME[=PARAMETER]`.
pub fn step_text((kind, param): (ActionKind, ActionParam), players: &[Player]) -> String {
    let who = |p: PlayerId| {
        players
            .get(p.index())
            .map_or_else(|| p.index().to_string(), |p| p.color.key().to_string())
    };
    match param {
        ActionParam::None => kind.key().to_string(),
        ActionParam::Piece { owner, at, on } => {
            let on = on.map_or(String::new(), |l| format!(":{}", l.to_text()));
            format!("{}={}@{},{}{on}", kind.key(), who(owner), at.x, at.y)
        }
        ActionParam::Square(at) => format!("{}={},{}", kind.key(), at.x, at.y),
        ActionParam::Player(p) => format!("{}={}", kind.key(), who(p)),
        ActionParam::Place {
            kind: piece,
            at,
            locator,
        } => format!(
            "{}={}@{},{}:{}",
            kind.key(),
            piece.key(),
            at.x,
            at.y,
            locator.to_text()
        ),
        ActionParam::Kind(k) => format!("{}={}", kind.key(), k.key()),
        ActionParam::KindAt { kind: k, at } => {
            format!("{}={}@{},{}", kind.key(), k.key(), at.x, at.y)
        }
        ActionParam::KindHeldBy { kind: k, holder } => {
            format!("{}={}@{}", kind.key(), k.key(), who(holder))
        }
        ActionParam::Word(w) => format!("{}={w}", kind.key()),
        ActionParam::Tile(t) => format!("{}={}", kind.key(), Catalogue::get().tile(t).id),
        ActionParam::Number(n) => format!("{}={n}", kind.key()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Loc;
    use arbiter_engine::carcassonne::geometry::Pos;
    use arbiter_engine::carcassonne::pieces::{Color, PlayerId};

    fn players() -> Vec<Player> {
        [("Ann", Color::Red), ("Bob", Color::Blue)]
            .into_iter()
            .map(|(name, color)| Player {
                name: name.into(),
                color,
            })
            .collect()
    }

    fn read(text: &str) -> Result<PieceAction, &'static str> {
        action(&Spanned::new(text.to_string(), Loc::new(3, 12)), &players())
            .map_err(|e| e.message.key)
    }

    #[test]
    fn the_recall_reads_by_its_key() {
        assert_eq!(read("recall-abbot"), Ok(PieceAction::RecallAbbot));
        assert_eq!(read(" recall-abbot "), Ok(PieceAction::RecallAbbot));
        assert_eq!(read("abt-terugnemen"), Ok(PieceAction::RecallAbbot));
        assert_eq!(read("abt terugnemen"), Ok(PieceAction::RecallAbbot));
        assert_eq!(
            action_text(PieceAction::RecallAbbot, &players()).as_deref(),
            Some("recall-abbot")
        );
        assert_eq!(action_text(PieceAction::None, &players()), None);
    }

    #[test]
    fn wrong_names_and_parameters_are_input_errors() {
        assert_eq!(read("recall-abot"), Err(msg::INPUT_UNKNOWN_ACTION));
        assert_eq!(read("capture"), Err(msg::INPUT_UNKNOWN_ACTION));
        assert_eq!(
            read("recall-abbot=red@0,0"),
            Err(msg::INPUT_ACTION_NO_PARAMETER)
        );
        // The action is named as written, in either language.
        let e = action(
            &Spanned::new("abt-terugnemen=red@0,0".into(), Loc::new(3, 12)),
            &[],
        )
        .unwrap_err();
        let named = (
            "action",
            arbiter_engine::verdict::Arg::from("abt-terugnemen"),
        );
        assert!(e.message.args.contains(&named), "{:?}", e.message.args);
        let e = action(&Spanned::new("recal-abbot".into(), Loc::new(3, 12)), &[]).unwrap_err();
        assert_eq!(e.loc, Loc::new(3, 12));
        let suggestion = (
            "suggestion",
            arbiter_engine::verdict::Arg::from("recall-abbot"),
        );
        assert!(e.message.args.contains(&suggestion), "{:?}", e.message.args);
    }

    #[test]
    fn a_piece_parameter_names_a_player_and_a_square() {
        let ps = players();
        assert_eq!(
            piece("blue@2,-1", &ps),
            Some(ActionParam::Piece {
                owner: PlayerId::new(1, &ps).unwrap(),
                at: Pos::new(2, -1),
                on: None
            })
        );
        assert_eq!(
            piece(" Ann @ 0 , 3", &ps),
            Some(ActionParam::Piece {
                owner: PlayerId::new(0, &ps).unwrap(),
                at: Pos::new(0, 3),
                on: None
            })
        );
        assert_eq!(
            piece("red@1,2:road:S", &ps),
            Some(ActionParam::Piece {
                owner: PlayerId::new(0, &ps).unwrap(),
                at: Pos::new(1, 2),
                on: Locator::parse("road:S")
            })
        );
        for bad in [
            "green@0,0",
            "red@0",
            "red0,0",
            "red@x,0",
            "red@0,99999999999",
        ] {
            assert_eq!(piece(bad, &ps), None, "{bad}");
        }
    }
}
