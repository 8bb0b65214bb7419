//! The moves of Under the Big Top: the big top's move after the scoring of a turn whose tile
//! shows a circus space (the circus it leaves scored with the animal token the move says was
//! drawn, `animal-token=VALUE`; the first circus only receives it), an acrobat put on an
//! acrobat space of the tile laid or the 8 around it (`acrobat=follower@X,Y`), and a full
//! pyramid scored instead of placing a piece (`acrobats-score=X,Y`).

use super::scoring::{acrobat_line, circus_line};
use super::tokens::unused_values;
use super::{may_be_acrobat, TOKEN};
use crate::carcassonne::board::GroupId;
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::bridges_castles_and_bazaars::bridges::bridged;
use crate::carcassonne::expansions::{
    ActionDef, MoveContext, ParamKind, StepContext, StepTime, Taken,
};
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::{Locator, PieceKind};
use crate::carcassonne::position::{PieceIndex, PieceRef};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, Move, MoveVerdict, PieceAction};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The animal tokens' values, as a step names the one drawn.
pub const TOKEN_WORDS: &[&str] = &["1", "3", "4", "5", "6", "7"];

/// The animal token drawn for the circus the big top leaves: that circus scored with it, the
/// token laid on its tile, and the big top moved to the circus tile laid.
pub const ANIMAL_TOKEN: ActionDef = ActionDef {
    key: "animal-token",
    dutch: &["dierenfiche"],
    expansion: Expansion::UnderTheBigTop,
    param: Some(ParamKind::Word(TOKEN_WORDS)),
    jcz: "",
    piece: None,
    when: StepTime::AfterScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_token,
    apply: apply_token,
};

/// An ordinary follower put on an acrobat space of the tile laid or one of the 8 around it
/// (any acrobat space when the tile laid shows a magic portal), instead of on the tile.
pub const ACROBAT: ActionDef = ActionDef {
    key: "acrobat",
    dutch: &["acrobaat"],
    expansion: Expansion::UnderTheBigTop,
    param: Some(ParamKind::KindAt),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_acrobat,
    apply: apply_acrobat,
};

/// A full pyramid (3 acrobats) anywhere on the board scored instead of placing a piece: 5 per
/// acrobat to each owner, and they go home.
pub const SCORE_ACROBATS: ActionDef = ActionDef {
    key: "acrobats-score",
    dutch: &["piramide-tellen"],
    expansion: Expansion::UnderTheBigTop,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_pyramid,
    apply: apply_pyramid,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// The animal token drawn for the circus the big top leaves.
    pub const AnimalToken: ActionKind = ActionKind::registered("animal-token");
    /// An acrobat placed.
    pub const Acrobat: ActionKind = ActionKind::registered("acrobat");
    /// A full pyramid scored.
    pub const ScoreAcrobats: ActionKind = ActionKind::registered("acrobats-score");
}

/// The most acrobats on one space.
pub(crate) const PYRAMID: usize = 3;

fn refuse(problems: &mut Vec<Problem>, rule: &'static str, message: Message) {
    problems.push(Problem::error(rule, Subject::MovePiece, message));
}

/// Whether the tile laid shows a circus space.
fn laid_circus(step_board: &crate::carcassonne::board::Board, new_tile: usize) -> bool {
    step_board.tiles[new_tile]
        .tile()
        .features
        .iter()
        .any(|f| f.kind == FeatureKind::Circus)
}

/// The big top's index among the figures (when it stood on the board before the move) and
/// the tile it stands on once the effects so far are played.
fn big_top_now(setup: &Setup, effects: &[Effect]) -> (Option<usize>, Option<usize>) {
    let figure = setup
        .figures
        .iter()
        .position(|f| f.kind == PieceKind::BigTop);
    let spot = effects
        .iter()
        .rev()
        .find_map(|e| match *e {
            Effect::Moved { kind, to, .. } | Effect::Placed { kind, at: to, .. }
                if kind == PieceKind::BigTop =>
            {
                Some(to)
            }
            _ => None,
        })
        .or_else(|| figure.map(|i| setup.figures[i].at));
    let tile = match spot {
        Some(Spot::Tile { tile }) => Some(tile),
        _ => None,
    };
    (figure, tile)
}

/// The circus tile the big top leaves this move, when a token is owed for it: the tile laid
/// shows a circus space and the big top stands on another tile.
fn leaving(step: &StepContext, so_far: &MoveVerdict) -> Option<usize> {
    if !laid_circus(step.board, step.new_tile) {
        return None;
    }
    let (_, at) = big_top_now(step.setup, &so_far.effects);
    at.filter(|&t| t != step.new_tile)
}

/// The setup as the move has left it so far: the tile laid and every effect played (pieces
/// that went home in the turn's scoring are off the board).
fn as_left(step: &StepContext, so_far: &MoveVerdict) -> Setup {
    let mut before = step.setup.clone();
    let Some(laid) = before.tiles.pop() else {
        return before;
    };
    let mv = Move {
        player: Some(step.player),
        def: laid.def,
        pos: laid.pos,
        rot: laid.rot,
        action: PieceAction::None,
        steps: Vec::new(),
        again: false,
    };
    crate::carcassonne::replay::apply(&before, &mv, so_far)
}

fn check_token(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BT_BIGTOP_MOVE);
    let ActionParam::Word(word) = step.param else {
        return None;
    };
    let Some(tile) = leaving(step, so_far) else {
        if !problems.is_empty() {
            return None;
        }
        let square = step.board.tiles[step.new_tile].pos.to_string();
        let id = if laid_circus(step.board, step.new_tile) {
            msg::PROBLEM_BT_TOKEN_FIRST
        } else {
            msg::PROBLEM_BT_TOKEN_NO_CIRCUS
        };
        refuse(
            problems,
            rule::BT_BIGTOP_MOVE,
            Message::new(id).arg("token", word).arg("square", square),
        );
        return None;
    };
    rules.push(rule::BT_CIRCUS_SCORE);
    let now = as_left(step, so_far);
    let unused = unused_values(&now, tile);
    let value: u32 = word.parse().unwrap_or(0);
    if !unused.contains(&value) {
        let list: Vec<String> = unused.iter().map(u32::to_string).collect();
        refuse(
            problems,
            rule::BT_CIRCUS_SCORE,
            Message::new(msg::PROBLEM_BT_TOKEN_USED)
                .arg("token", word)
                .arg("unused", list.join(", ")),
        );
    }
    None
}

fn apply_token(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Word(word) = step.param else {
        return;
    };
    let (Some(tile), Ok(value)) = (leaving(step, verdict), word.parse::<u32>()) else {
        return;
    };
    let (Some(figure), _) = big_top_now(step.setup, &verdict.effects) else {
        return;
    };
    let now = as_left(step, verdict);
    let index = PieceIndex::new(&now, step.board);
    verdict.rules.push(rule::BT_CIRCUS_SCORE);
    if let Some(line) = circus_line(
        &now,
        step.board,
        &index,
        tile,
        value,
        vec![rule::BT_CIRCUS_SCORE, rule::BT_BIGTOP_MOVE],
    ) {
        verdict.push(Effect::Scored {
            line,
            by_action: true,
        });
    }
    verdict.push(Effect::TileState {
        tile,
        key: TOKEN.key,
        value,
    });
    verdict.push(Effect::Moved {
        piece: PieceAddress::Figure(figure),
        owner: Owner::Nobody,
        kind: PieceKind::BigTop,
        to: Spot::Tile {
            tile: step.new_tile,
        },
        rule: rule::BT_BIGTOP_MOVE,
    });
}

/// After the turn's scoring, the big top's token is owed when it leaves a circus, and it comes
/// after the wagons' moves: JCloisterZone moves the big top once they are done (its
/// `BigTopPhase` follows the `WagonPhase`), so a wagon moved near the circus counts for it.
pub(crate) fn steps_owed(
    step: &StepContext,
    so_far: &MoveVerdict,
    when: StepTime,
) -> Option<Problem> {
    if when != StepTime::AfterScoring {
        return None;
    }
    let token = step
        .earlier
        .iter()
        .position(|(k, _)| *k == ActionKind::AnimalToken);
    if let Some(i) = token {
        if step.earlier[i + 1..]
            .iter()
            .any(|(k, _)| *k == ActionKind::Wagon)
        {
            let word = match step.earlier[i].1 {
                ActionParam::Word(w) => w,
                _ => "",
            };
            return Some(Problem::error(
                rule::BT_BIGTOP_MOVE,
                Subject::MovePiece,
                Message::new(msg::PROBLEM_BT_TOKEN_BEFORE_WAGON).arg("token", word),
            ));
        }
    }
    let tile = leaving(step, so_far)?;
    let square = step.board.tiles[tile].pos.to_string();
    Some(Problem::error(
        rule::BT_BIGTOP_MOVE,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_BT_TOKEN_OWED).arg("square", square),
    ))
}

/// The first circus tile laid receives the big top, nothing scored.
pub(crate) fn after_move(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::UnderTheBigTop) || !laid_circus(m.board, m.new_tile) {
        return;
    }
    if big_top_now(m.setup, &verdict.effects).1.is_some() {
        return;
    }
    verdict.rules.push(rule::BT_BIGTOP_MOVE);
    verdict.push(Effect::Placed {
        owner: Owner::Nobody,
        kind: PieceKind::BigTop,
        at: Spot::Tile { tile: m.new_tile },
        moved_on: None,
    });
}

/// The acrobat space of the tile at `at`: tile entry, feature and board group.
fn space_at(step: &StepContext, at: Pos) -> Option<(usize, usize, GroupId)> {
    let tile = step.board.tile_at(at)?;
    let feature = step.board.tiles[tile]
        .tile()
        .features
        .iter()
        .position(|f| f.kind == FeatureKind::Acrobats)?;
    Some((tile, feature, step.board.group_of(tile, feature)))
}

/// The acrobats on a space, the pieces the move has taken away left out.
fn acrobats_on<'a>(
    index: &'a PieceIndex,
    group: GroupId,
    so_far: &MoveVerdict,
) -> Vec<&'a PieceRef> {
    let gone: Vec<PieceAddress> = so_far.taken_off();
    index
        .on(group)
        .filter(|p| !gone.contains(&p.address()))
        .collect()
}

fn check_acrobat(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BT_ACROBAT_PLACE);
    let ActionParam::KindAt { kind, at } = step.param else {
        return None;
    };
    let square = at.to_string();
    if !may_be_acrobat(kind) {
        refuse(
            problems,
            rule::BT_ACROBAT_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_KIND)
                .arg("piece", kind.key())
                .arg("square", square.as_str()),
        );
    }
    let Some((tile, _, group)) = space_at(step, at) else {
        refuse(
            problems,
            rule::BT_ACROBAT_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_NONE).arg("square", square),
        );
        return None;
    };
    // JCloisterZone puts no acrobat on a tile with a bridge, one laid by this move included.
    if bridged(step, Some(so_far), tile) {
        refuse(
            problems,
            rule::BCB_BRIDGE_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_BRIDGE).arg("square", square.as_str()),
        );
    }
    let count = acrobats_on(step.index, group, so_far).len();
    if count >= PYRAMID {
        refuse(
            problems,
            rule::BT_ACROBAT_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBATS_FULL)
                .arg("square", square.as_str())
                .arg("count", count),
        );
    }
    let laid = &step.board.tiles[step.new_tile];
    let portal = laid.tile().marks.contains(FeatureMark::Portal);
    let from = laid.pos;
    if !portal && ((at.x - from.x).abs() > 1 || (at.y - from.y).abs() > 1) {
        refuse(
            problems,
            rule::BT_ACROBAT_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_FAR)
                .arg("square", square.as_str())
                .arg("from", from.to_string()),
        );
    }
    let out = step.index.count(step.player, kind) + step.setup.off_board(step.player, kind);
    if out >= step.setup.rules.supply(kind) {
        refuse(
            problems,
            rule::BASE_MOVE_NO_SUPPLY,
            Message::new(msg::PROBLEM_NO_SUPPLY)
                .arg("player", step.setup.player_name(step.player))
                .arg("piece", kind.key())
                .arg("allowed", step.setup.rules.supply(kind)),
        );
    }
    None
}

fn apply_acrobat(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::KindAt { kind, at } = step.param else {
        return;
    };
    if let Some((tile, feature, _)) = space_at(step, at) {
        verdict.push(Effect::Placed {
            owner: Owner::Player(step.player),
            kind,
            at: Spot::Feature {
                tile,
                feature,
                locator: Locator::Inner(FeatureKind::Acrobats),
            },
            moved_on: None,
        });
    }
}

fn check_pyramid(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BT_ACROBAT_PYRAMID);
    let ActionParam::Square(at) = step.param else {
        return None;
    };
    let square = at.to_string();
    let Some((_, _, group)) = space_at(step, at) else {
        refuse(
            problems,
            rule::BT_ACROBAT_PYRAMID,
            Message::new(msg::PROBLEM_BT_ACROBAT_NONE).arg("square", square),
        );
        return None;
    };
    let count = acrobats_on(step.index, group, so_far).len();
    if count < PYRAMID {
        refuse(
            problems,
            rule::BT_ACROBAT_PYRAMID,
            Message::new(msg::PROBLEM_BT_PYRAMID_NOT_FULL)
                .arg("square", square)
                .arg("count", count),
        );
    }
    None
}

fn apply_pyramid(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Square(at) = step.param else {
        return;
    };
    let Some((_, _, group)) = space_at(step, at) else {
        return;
    };
    let on: Vec<PieceRef> = acrobats_on(step.index, group, verdict)
        .into_iter()
        .copied()
        .collect();
    verdict.push(Effect::Scored {
        line: acrobat_line(step.board, group, &on, rule::BT_ACROBAT_PYRAMID),
        by_action: true,
    });
    for p in &on {
        verdict.push(Effect::home(p, rule::BT_ACROBAT_PYRAMID));
    }
}

/// The animal tokens a move laying tile `def` on `position` draws from, when the big top
/// leaves a circus for it: each unused token as many times as it is left, in JCloisterZone's
/// order (the flea first, the elephant last), as a saved game's random number picks one.
/// `None` when the move draws none (no circus on the tile, or the first circus).
pub fn draw_pool(
    position: &crate::carcassonne::Position,
    def: crate::carcassonne::catalogue::TileDefId,
) -> Option<Vec<u32>> {
    let setup = position.setup();
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return None;
    }
    let circus = crate::carcassonne::catalogue::Catalogue::get()
        .tile(def)
        .features
        .iter()
        .any(|f| f.kind == FeatureKind::Circus);
    let (_, at) = big_top_now(setup, &[]);
    circus.then(|| at.map(|t| super::tokens::unused_pool(setup, t)))?
}

/// The animal tokens the last circus draws from at the end of the game, as [`draw_pool`]
/// lists them; `None` when no big top stands on a circus tile.
pub fn final_pool(position: &crate::carcassonne::Position) -> Option<Vec<u32>> {
    let setup = position.setup();
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return None;
    }
    let (_, at) = big_top_now(setup, &[]);
    let tile = at.filter(|&t| super::shows(setup, t, FeatureKind::Circus))?;
    Some(super::tokens::unused_pool(setup, tile))
}

/// The step word of a token's value, if it is one.
pub fn token_word(value: u32) -> Option<&'static str> {
    TOKEN_WORDS
        .iter()
        .copied()
        .find(|w| w.parse::<u32>() == Ok(value))
}
