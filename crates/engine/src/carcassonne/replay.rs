//! Whole games: a start position and its moves, played one by one with [`adjudicate`].
//!
//! Each legal move lays its tile and piece, takes back the pieces the move returns, credits
//! the goods taken to the mover and adds the points to the score track. The replay stops at
//! the first illegal move or impossible discard (or at move `until`).

use super::effect::{Destination, Effect, Owner, PieceAddress, Spot};
use super::pieces::PieceKind;
use super::pieces::PlayerId;
use super::position::Position;
use super::problem::{Message, Problem, Subject};
use super::scoring::{end_game, FinalScoring, ScoreLine};
use super::setup::{FigureSetup, HeldPiece, PieceSetup, Setup};
use super::turn::{adjudicate, Move, MoveVerdict};
use arbiter_ids::{msg, rule};

/// One move of a game record: `mv.player` is always set by the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordMove {
    /// The move (its `again` says its player plays again).
    pub mv: Move,
}

/// A move played.
#[derive(Debug, Clone)]
pub struct Step {
    /// 1-based move number.
    pub number: usize,
    /// Who moved.
    pub player: PlayerId,
    /// The verdict (scored lines, returned pieces, goods, playing again). Its `board` is
    /// `None` for a legal move: the replay goes on on that board.
    pub verdict: MoveVerdict,
    /// The score track after the move.
    pub track: Vec<i64>,
}

impl Step {
    /// The lines scored by the move: the recalled abbot, then completed features.
    pub fn lines(&self) -> impl Iterator<Item = &ScoreLine> {
        self.verdict.lines()
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
    /// The discards made, in the order they happened.
    pub discarded: Vec<Discard>,
    /// The first discard that could not have happened, if the replay stopped at one.
    pub bad_discard: Option<BadDiscard>,
    /// End-game scoring of the final position; `None` when the game is not over (the record
    /// says so, the replay stopped early, or an illegal move, discard or final draw ended it).
    pub final_scoring: Option<FinalScoring>,
    /// The first of the record's final draws that could not have happened, if one could not.
    pub bad_final_draw: Option<BadFinalDraw>,
}

/// A draw made at the end of the game, after the last move, as a record writes it under
/// `final_draws:` (`animal-token=5`): an expansion's [`super::tables::FinalDrawDef`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalDraw {
    /// The step naming the draw (`animal-token`).
    pub step: super::turn::ActionKind,
    /// The value drawn, as written (`5`).
    pub value: String,
}

/// A final draw listed by a record that could not have happened.
#[derive(Debug, Clone)]
pub struct BadFinalDraw {
    /// Its index in the record's list of final draws.
    pub index: usize,
    /// Why not (no draw of that kind at the end of this game, or a value no longer left).
    pub problem: Problem,
}

/// The final position with the record's final draws written into it (each by its
/// expansion's [`super::tables::FinalDrawDef::apply`]), or the first that could not have
/// happened.
pub fn with_final_draws(setup: &Setup, draws: &[FinalDraw]) -> Result<Setup, BadFinalDraw> {
    let mut out = setup.clone();
    for (index, d) in draws.iter().enumerate() {
        let def = super::variants::Expansion::all()
            .filter_map(|e| e.def().final_draw)
            .find(|f| f.step == d.step.key());
        let applied = match def {
            Some(def) => (def.apply)(&out, &d.value),
            None => Err(Problem::error(
                rule::BASE_SCORING_END,
                Subject::Position,
                Message::new(msg::PROBLEM_FINAL_DRAW_NONE)
                    .arg("draw", format!("{}={}", d.step.key(), d.value)),
            )),
        };
        match applied {
            Ok(next) => out = next,
            Err(problem) => return Err(BadFinalDraw { index, problem }),
        }
    }
    Ok(out)
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

/// Applies a legal move's verdict to a setup: lays the tile, plays its effects in order
/// (pieces placed, removed, moved; points; state), and passes the turn unless the move earned
/// an extra one. The one way a move changes a position.
pub fn apply(setup: &Setup, mv: &Move, verdict: &MoveVerdict) -> Setup {
    let mut next = setup.clone();
    apply_to(&mut next, mv, verdict);
    next
}

/// [`apply`] in place.
fn apply_to(next: &mut Setup, mv: &Move, verdict: &MoveVerdict) {
    next.tiles.push(mv.laid_tile());
    // Pieces leave their places after every effect is played, so that each address keeps
    // naming the piece it named when the move was judged.
    let mut leaving: Vec<PieceAddress> = Vec::new();
    // A piece moved more than once in the move (a figure flying square by square) ends where
    // its last move puts it.
    let last_move = |at: usize, address: PieceAddress| {
        !verdict.effects[at + 1..]
            .iter()
            .any(|e| matches!(*e, Effect::Moved { piece, .. } if piece == address))
    };
    for (at, effect) in verdict.effects.iter().enumerate() {
        match *effect {
            Effect::Placed {
                owner, kind, at, ..
            } => put(next, owner, kind, at),
            Effect::Removed {
                piece,
                owner,
                kind,
                to,
                ..
            } => {
                leaving.push(piece);
                if let Destination::HeldBy(holder) = to {
                    put(next, owner, kind, Spot::Held(holder));
                }
            }
            Effect::Moved {
                piece,
                owner,
                kind,
                to,
                ..
            } => {
                leaving.push(piece);
                if last_move(at, piece) {
                    put(next, owner, kind, to);
                }
            }
            Effect::Points { player, points, .. } => {
                if let Some(slot) = next.track.get_mut(player.index()) {
                    *slot += points;
                }
            }
            Effect::Scored { ref line, .. } => {
                for a in &line.awards {
                    if let Some(slot) = next.track.get_mut(a.player.index()) {
                        *slot += a.points;
                    }
                }
            }
            Effect::PlayerState {
                player,
                key,
                ref amounts,
            } => next.player_state.add(key, player, amounts),
            Effect::Holds {
                player,
                key,
                counter,
                ..
            } => next.player_state.hold(key, player, counter),
            Effect::TileState { tile, key, value } => {
                if let Some(t) = next.tiles.get_mut(tile) {
                    t.state.set(key, value);
                }
            }
            Effect::FeatureState {
                tile,
                feature,
                locator,
                key,
                value,
            } => {
                if let Some(t) = next.tiles.get_mut(tile) {
                    t.features.set(locator, feature, key, value);
                }
            }
            Effect::PlaysAgain { .. } => {}
        }
    }
    take_away(next, leaving);
    let again = matches!(verdict.plays_again(), Some((true, _)));
    next.again = again;
    let n = next.players.len().max(1);
    next.turn = if again {
        verdict.player
    } else {
        verdict.player.next(n)
    };
}

/// Puts a piece at a spot of `next`.
fn put(next: &mut Setup, owner: Owner, kind: PieceKind, at: Spot) {
    match (owner, at) {
        (
            Owner::Player(owner),
            Spot::Feature {
                tile,
                feature,
                locator,
            },
        ) => {
            if let Some(t) = next.tiles.get_mut(tile) {
                t.pieces.push(PieceSetup {
                    owner,
                    kind,
                    locator,
                    feature,
                });
            }
        }
        (Owner::Player(owner), Spot::Held(holder)) => next.held.push(HeldPiece {
            holder,
            owner,
            kind,
        }),
        // A neutral piece is never held and stands on no feature: such an effect is not made.
        (Owner::Nobody, Spot::Feature { .. } | Spot::Held(_)) => {}
        (owner, at) => next.figures.push(FigureSetup { owner, kind, at }),
    }
}

/// Takes the pieces at `leaving` away (each once), then renames what stood beside a piece
/// that left or moved up in its list: a figure beside a piece that left stays on its tile.
fn take_away(next: &mut Setup, mut leaving: Vec<PieceAddress>) {
    leaving.sort_unstable();
    leaving.dedup();
    for &address in leaving.iter().rev() {
        match address {
            PieceAddress::OnTile { tile, piece } => {
                if let Some(t) = next.tiles.get_mut(tile) {
                    if piece < t.pieces.len() {
                        t.pieces.remove(piece);
                    }
                }
            }
            PieceAddress::Figure(i) if i < next.figures.len() => {
                next.figures.remove(i);
            }
            PieceAddress::Held(i) if i < next.held.len() => {
                next.held.remove(i);
            }
            _ => {}
        }
    }
    for figure in &mut next.figures {
        if let Spot::Beside(PieceAddress::OnTile { tile, piece }) = figure.at {
            figure.at = if leaving.contains(&PieceAddress::OnTile { tile, piece }) {
                Spot::Tile { tile }
            } else {
                let before = leaving
                    .iter()
                    .filter(|a| matches!(**a, PieceAddress::OnTile { tile: t, piece: p } if t == tile && p < piece))
                    .count();
                Spot::Beside(PieceAddress::OnTile {
                    tile,
                    piece: piece - before,
                })
            };
        }
    }
}

/// A tile discarded during the game: it fitted nowhere when it was drawn, after `after` moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Discard {
    /// The tile.
    pub def: super::catalogue::TileDefId,
    /// How many moves had been played when it was drawn.
    pub after: usize,
}

/// A discard listed by a record that could not have happened.
#[derive(Debug, Clone)]
pub struct BadDiscard {
    /// Its index in the record's list of discards.
    pub index: usize,
    /// The discard.
    pub discard: Discard,
    /// Why not (the tile fits somewhere, or the box could not hand it out then).
    pub problem: Problem,
}

/// Plays `moves` from `start`, stopping at the first illegal move or after move `until`.
/// `finished` says whether the record is a whole game (then the end-game scoring is done when
/// every move was played).
pub fn replay(start: Setup, moves: &[RecordMove], until: Option<usize>, finished: bool) -> Replay {
    replay_game(start, moves, &[], until, finished)
}

/// Like [`replay`], with the tiles discarded during the game: each is checked, when its turn
/// comes, to fit nowhere (`base.tile.unplaceable`), and then counts as used from the box.
pub fn replay_game(
    start: Setup,
    moves: &[RecordMove],
    discards: &[Discard],
    until: Option<usize>,
    finished: bool,
) -> Replay {
    replay_with_draws(start, moves, discards, &[], until, finished)
}

/// Like [`replay_game`], with the draws made at the end of the game, after the last move
/// (the animal token of the last circus): when every move was played, each is written into
/// the final position ([`with_final_draws`]), whose end-game scoring then reads it; one that
/// could not have happened stops the replay there, like an impossible discard.
pub fn replay_with_draws(
    start: Setup,
    moves: &[RecordMove],
    discards: &[Discard],
    draws: &[FinalDraw],
    until: Option<usize>,
    finished: bool,
) -> Replay {
    let mut played = play(start, moves, discards, until, &mut |_, _| {});
    let complete = played.illegal.is_none()
        && played.bad_discard.is_none()
        && played.steps.len() == moves.len();
    if complete && !draws.is_empty() {
        match with_final_draws(played.position.setup(), draws) {
            Ok(setup) => played.position = Position::validate(setup),
            Err(bad) => {
                played.bad_final_draw = Some(bad);
                return played;
            }
        }
    }
    if finished && complete {
        played.final_scoring = Some(end_game(&played.position));
    }
    played
}

/// Plays the record without end-game scoring, showing `visit` the position after each number
/// of moves (with the discards made by then).
pub(crate) fn play(
    start: Setup,
    moves: &[RecordMove],
    discards: &[Discard],
    until: Option<usize>,
    visit: &mut dyn FnMut(usize, &Position),
) -> Replay {
    let mut setup = start;
    let mut position = Position::validate(setup.clone());
    let mut steps = Vec::new();
    let mut illegal = None;
    let mut bad_discard = None;
    let mut discarded = Vec::new();
    let limit = until.unwrap_or(moves.len()).min(moves.len());
    let mut order: Vec<usize> = (0..discards.len()).collect();
    order.sort_by_key(|&k| discards[k].after);
    let mut next_discard = 0;
    // The round of held tiles laid once the box is empty: its last turn's player and the
    // place in it of the last one laid.
    let mut round: Option<(PlayerId, usize)> = None;
    for i in 0..=limit {
        // The tiles drawn and discarded after move i, before move i + 1.
        while let Some(&k) = order.get(next_discard) {
            let d = discards[k];
            if d.after != i {
                break;
            }
            next_discard += 1;
            if let Some(problem) = super::game_end::check_discard(&position, d.def) {
                bad_discard = Some(BadDiscard {
                    index: k,
                    discard: d,
                    problem,
                });
                break;
            }
            setup.discarded.push(d.def);
            discarded.push(d);
            position = Position::validate(setup.clone());
        }
        if bad_discard.is_some() {
            break;
        }
        visit(i, &position);
        let Some(rm) = moves.get(i).filter(|_| i < limit) else {
            break;
        };
        // The move after one that earned its player another turn is that player's turn again,
        // whether or not the record says so (as the importer infers it): the setup says so of
        // the player to move (`apply_to`, or the start position's `again`), and the move is
        // judged as one (`Move::is_again`), which an expansion may judge apart (the builder's
        // extra turn earns no further one).
        let mv = &rm.mv;
        let mut verdict = adjudicate(&position, mv);
        let player = verdict.player;
        let closing = closing_round(&setup, mv, player, steps.last(), &mut round);
        if player != setup.turn && verdict.problems.is_empty() && !closing {
            verdict
                .problems
                .push(turn_problem(&setup, player, steps.last()));
        }
        if verdict.problems.is_empty() && mv.again && !setup.again && !closing {
            verdict.problems.push(Problem::error(
                rule::TB_BUILDER_EXTRA_TURN,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_REPLAY_NO_EXTRA_TURN),
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
        apply_to(&mut setup, mv, &verdict);
        // The verdict's board is the board of these very tiles: the next position is built on
        // it instead of laying every tile again.
        position = match verdict.board.take() {
            Some(board) => Position::validate_on(setup.clone(), board),
            None => Position::validate(setup.clone()),
        };
        steps.push(Step {
            number: i + 1,
            player,
            verdict,
            track: setup.track.clone(),
        });
    }
    Replay {
        position,
        steps,
        illegal,
        discarded,
        bad_discard,
        final_scoring: None,
        bad_final_draw: None,
    }
}

/// Whether `mv` is a turn of the round that ends the game, once the box is empty: each player
/// still holding a tile of their own (an abbey) may lay it, in turn order from the player after
/// the last turn's, that player last (JCloisterZone's `AbbeyEndGamePhase`), whoever's turn the
/// position says it is. `round` keeps the last turn's player and the place in the round of
/// the last one laid.
fn closing_round(
    setup: &Setup,
    mv: &Move,
    player: PlayerId,
    last: Option<&Step>,
    round: &mut Option<(PlayerId, usize)>,
) -> bool {
    let held = super::catalogue::Catalogue::get().tile(mv.def).held;
    if !held || super::game_end::tiles_to_draw(setup) > 0 {
        return false;
    }
    let n = setup.players.len().max(1);
    let Some(ended) = round.map(|r| r.0).or(last.map(|s| s.player)) else {
        return false;
    };
    let place = (player.index() + n - ended.index() - 1) % n;
    if round.is_some_and(|(_, before)| place <= before) {
        return false;
    }
    *round = Some((ended, place));
    true
}

/// Why `player` may not move now: another player's turn, or (when `player` just had the
/// builder's extra turn) a chained extra turn.
fn turn_problem(setup: &Setup, player: PlayerId, last: Option<&Step>) -> Problem {
    let chained = last
        .is_some_and(|s| s.player == player && matches!(s.verdict.plays_again(), Some((false, _))));
    if chained {
        return Problem::error(
            rule::TB_BUILDER_NO_CHAIN,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_REPLAY_CHAINED_EXTRA_TURN)
                .arg("player", setup.players[player.index()].name.as_str()),
        );
    }
    let expected = &setup.players[setup.turn.index()];
    Problem::error(
        rule::BASE_TURN_ORDER,
        Subject::MoveTile,
        Message::new(msg::PROBLEM_REPLAY_TURN)
            .arg("player", setup.players[player.index()].name.as_str())
            .arg("expected", expected.name.as_str()),
    )
}
