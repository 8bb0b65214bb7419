//! Whole games: a start position and its moves, played one by one with [`adjudicate`].
//!
//! Each legal move lays its tile and piece, takes back the pieces the move returns, credits
//! the goods taken to the mover and adds the points to the score track. The replay stops at
//! the first illegal move (or at move `until`).

use super::pieces::PlayerId;
use super::position::Position;
use super::problem::{Message, Problem, Subject};
use super::scoring::{end_game, FinalScoring, ScoreLine};
use super::setup::{PieceSetup, Setup, TileSetup};
use super::turn::{adjudicate, Move, MoveVerdict, PieceAction};

/// One move of a game record: `mv.player` is always set by the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordMove {
    /// The move (its `extra_turn` says it is a builder's bonus turn).
    pub mv: Move,
}

/// A move played.
#[derive(Debug, Clone)]
pub struct Step {
    /// 1-based move number.
    pub number: usize,
    /// Who moved.
    pub player: PlayerId,
    /// The verdict (scored lines, returned pieces, goods, extra turn).
    pub verdict: MoveVerdict,
    /// The score track after the move.
    pub track: Vec<i64>,
}

impl Step {
    /// The lines scored by the move: the recalled abbot, then completed features.
    pub fn lines(&self) -> impl Iterator<Item = &ScoreLine> {
        self.verdict
            .recall
            .iter()
            .chain(self.verdict.completed.iter())
    }
}

/// The result of playing a record.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The position after the last move played.
    pub position: Position,
    /// The legal moves played, in order.
    pub steps: Vec<Step>,
    /// The first illegal move, if the replay stopped at one.
    pub illegal: Option<Step>,
    /// End-game scoring of the final position; `None` when the game is not over (the record
    /// says so, the replay stopped early, or an illegal move ended it).
    pub final_scoring: Option<FinalScoring>,
}

impl Replay {
    /// Score track plus end-game points, per player.
    pub fn totals(&self) -> Vec<i64> {
        let setup = self.position.setup();
        let mut totals = setup.track.clone();
        if let Some(f) = &self.final_scoring {
            for (t, p) in totals.iter_mut().zip(&f.final_points) {
                *t += p;
            }
        }
        totals
    }
}

/// Applies a legal move's verdict to a setup: lays the tile (with its piece), takes back the
/// returned pieces, credits goods and points, and passes the turn.
pub fn apply(setup: &Setup, mv: &Move, verdict: &MoveVerdict) -> Setup {
    let mut next = setup.clone();
    let mut pieces = Vec::new();
    if let PieceAction::Place { kind, locator } = mv.action {
        let def = super::catalogue::Catalogue::get().tile(mv.def);
        if let Some(feature) = locator.resolve(def, mv.rot) {
            pieces.push(PieceSetup {
                owner: verdict.player,
                kind,
                locator,
                feature,
            });
        }
    }
    next.tiles.push(TileSetup {
        def: mv.def,
        pos: mv.pos,
        rot: mv.rot,
        pieces,
    });
    let mut gone: Vec<(usize, usize)> =
        verdict.returned.iter().map(|r| (r.tile, r.piece)).collect();
    gone.sort_unstable();
    gone.dedup();
    for &(tile, piece) in gone.iter().rev() {
        if let Some(t) = next.tiles.get_mut(tile) {
            if piece < t.pieces.len() {
                t.pieces.remove(piece);
            }
        }
    }
    for (slot, add) in next.track.iter_mut().zip(&verdict.scored) {
        *slot += add;
    }
    if let Some(held) = next.goods.get_mut(verdict.player.0) {
        for (h, n) in held.iter_mut().zip(verdict.goods_taken) {
            *h += n;
        }
    }
    let again = matches!(verdict.extra_turn, Some((true, _)));
    let n = next.players.len().max(1);
    next.turn = if again {
        verdict.player
    } else {
        PlayerId((verdict.player.0 + 1) % n)
    };
    next
}

/// Plays `moves` from `start`, stopping at the first illegal move or after move `until`.
/// `finished` says whether the record is a whole game (then the end-game scoring is done when
/// every move was played).
pub fn replay(start: Setup, moves: &[RecordMove], until: Option<usize>, finished: bool) -> Replay {
    let mut setup = start;
    let mut position = Position::validate(setup.clone());
    let mut steps = Vec::new();
    let mut illegal = None;
    let limit = until.unwrap_or(moves.len()).min(moves.len());
    for (i, rm) in moves.iter().take(limit).enumerate() {
        let mv = rm.mv;
        let mut verdict = adjudicate(&position, &mv);
        let player = verdict.player;
        if player != setup.turn && verdict.problems.is_empty() {
            let expected = &setup.players[setup.turn.0];
            verdict.problems.push(Problem::error(
                "base.turn.order",
                Subject::MoveTile,
                Message::new("problem-replay-turn")
                    .arg("player", setup.players[player.0].name.as_str())
                    .arg("expected", expected.name.as_str()),
            ));
        }
        if verdict.problems.is_empty() && mv.extra_turn && !last_gave_extra(&steps) {
            verdict.problems.push(Problem::error(
                "tb.builder.extra-turn",
                Subject::MoveTile,
                Message::new("problem-replay-no-extra-turn"),
            ));
        }
        if !verdict.legal() {
            illegal = Some(Step {
                number: i + 1,
                player,
                verdict,
                track: setup.track.clone(),
            });
            break;
        }
        setup = apply(&setup, &mv, &verdict);
        position = Position::validate(setup.clone());
        steps.push(Step {
            number: i + 1,
            player,
            verdict,
            track: setup.track.clone(),
        });
    }
    let complete = illegal.is_none() && steps.len() == moves.len();
    let final_scoring = (finished && complete).then(|| end_game(&position));
    Replay {
        position,
        steps,
        illegal,
        final_scoring,
    }
}

fn last_gave_extra(steps: &[Step]) -> bool {
    steps
        .last()
        .is_some_and(|s| matches!(s.verdict.extra_turn, Some((true, _))))
}
