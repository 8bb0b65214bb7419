//! The shepherd's steps: the token drawn for a shepherd placed or a flock let grow (`sheep`),
//! and the choice for each field of the mover's shepherds the tile extends (`flock-grow`,
//! `flock-score`); what the move still owes of them; the closed fields scored at the end of
//! the shepherd step, and the sheep of a shepherd taken off otherwise (the dragon) back to the
//! bag.

use super::flock::{self, Flock, WOLF, WORDS};
use super::HsFact;
use crate::carcassonne::board::GroupId;
use crate::carcassonne::citation::Fact;
use crate::carcassonne::expansions::{
    ActionDef, MoveContext, ParamKind, StepContext, StepTime, Taken,
};
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, Move, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use crate::carcassonne::Position;
use arbiter_ids::{msg, rule};

/// The token drawn from the bag: for the shepherd placed this turn, or for the flock the step
/// before let grow.
pub const SHEEP: ActionDef = ActionDef {
    key: "sheep",
    dutch: &["schaap"],
    expansion: Expansion::HillsAndSheep,
    param: Some(ParamKind::Word(WORDS)),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_sheep,
    apply: apply_sheep,
};

/// The flock of the mover's shepherd at a square let grow: a token is drawn next (`sheep`).
pub const GROW: ActionDef = ActionDef {
    key: "flock-grow",
    dutch: &["kudde-laten-groeien"],
    expansion: Expansion::HillsAndSheep,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_decision,
    apply: apply_grow,
};

/// The flocks of the field of the mover's shepherd at a square driven to the stable.
pub const SCORE: ActionDef = ActionDef {
    key: "flock-score",
    dutch: &["naar-de-stal"],
    expansion: Expansion::HillsAndSheep,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_decision,
    apply: apply_score,
};

/// What the move's shepherd steps have done so far, read from its facts.
struct Done {
    /// The shepherd the move placed (on the new tile), if any.
    placed: Option<Flock>,
    /// Whether the placed shepherd's token was drawn.
    placed_drawn: bool,
    /// The tiles of the shepherds whose fields were decided, in order, and whether each was
    /// let grow.
    decided: Vec<(usize, bool)>,
    /// Tokens drawn for flocks let grow.
    grow_draws: usize,
}

impl Done {
    fn of(setup: &Setup, index: &PieceIndex, new_tile: usize, so_far: &MoveVerdict) -> Done {
        let placed = index
            .pieces
            .iter()
            .find(|p| p.tile == new_tile && p.kind == PieceKind::Shepherd)
            .map(|&shepherd| Flock {
                shepherd,
                tokens: flock::SHEEP
                    .map(|d| flock::tokens_on(setup, Some(so_far), new_tile, d.key)),
            });
        let mut done = Done {
            placed,
            placed_drawn: false,
            decided: Vec::new(),
            grow_draws: 0,
        };
        for f in so_far
            .evidence
            .facts
            .iter()
            .filter_map(|f| f.code_of(Expansion::HillsAndSheep))
        {
            match HsFact::read(f) {
                Some(HsFact::PlacedDrawn) => done.placed_drawn = true,
                Some(HsFact::GrowDrawn) => done.grow_draws += 1,
                Some(HsFact::Grew(t)) => done.decided.push((t, true)),
                Some(HsFact::Scored(t)) => done.decided.push((t, false)),
                None => {}
            }
        }
        done
    }

    /// The flock whose token is owed now: the placed shepherd's, then the one let grow last.
    fn owed(&self, index: &PieceIndex) -> Option<usize> {
        if let Some(p) = self.placed.filter(|_| !self.placed_drawn) {
            return Some(p.shepherd.tile);
        }
        let grew = self.decided.iter().filter(|d| d.1).count();
        (grew > self.grow_draws)
            .then(|| self.decided.iter().rev().find(|d| d.1).map(|d| d.0))
            .flatten()
            .filter(|&t| index.pieces.iter().any(|p| p.tile == t))
    }
}

/// The fields of `player`'s shepherds (standing, not placed this turn) that tile `new_tile`
/// extends and no step has decided yet, each with the square of its first shepherd.
fn undecided(step: &StepContext, so_far: &MoveVerdict, done: &Done) -> Vec<(GroupId, usize)> {
    let decided: Vec<GroupId> = done
        .decided
        .iter()
        .filter_map(|&(t, _)| shepherd_on(step.index, t).map(|p| p.group))
        .collect();
    let mut out: Vec<(GroupId, usize)> = Vec::new();
    for f in flock::flocks(step.setup, step.index, Some(so_far)) {
        let g = f.shepherd.group;
        if f.shepherd.owner == step.player
            && f.shepherd.tile != step.new_tile
            && flock::extends(step.board, g, step.new_tile)
            && !decided.contains(&g)
            && !out.iter().any(|o| o.0 == g)
        {
            out.push((g, f.shepherd.tile));
        }
    }
    out
}

fn shepherd_on(index: &PieceIndex, tile: usize) -> Option<crate::carcassonne::position::PieceRef> {
    index
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.kind == PieceKind::Shepherd)
        .copied()
}

fn refuse(problems: &mut Vec<Problem>, rule: &'static str, message: Message) {
    problems.push(Problem::error(rule, Subject::MovePiece, message));
}

fn square(step: &StepContext, tile: usize) -> String {
    step.board.tiles[tile].pos.to_string()
}

fn check_sheep(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::HS_SHEPHERD_SUPPLY);
    let ActionParam::Word(word) = step.param else {
        return None;
    };
    let done = Done::of(step.setup, step.index, step.new_tile, so_far);
    if done.owed(step.index).is_none() {
        if !problems.is_empty() {
            // The step before it was refused: that reason says what is wrong.
            return None;
        }
        rules.push(rule::HS_FLOCK_GROW);
        refuse(
            problems,
            rule::HS_FLOCK_GROW,
            Message::new(msg::HS_PROBLEM_NO_DRAW_DUE)
                .arg("token", word)
                .arg("sheep", flock::sheep_of(word)),
        );
        return None;
    }
    let bag = flock::bag(&flock::flocks(step.setup, step.index, Some(so_far)));
    if !bag.contains(&word) {
        refuse(
            problems,
            rule::HS_SHEPHERD_SUPPLY,
            Message::new(msg::HS_PROBLEM_NOT_IN_BAG)
                .arg("token", word)
                .arg("sheep", flock::sheep_of(word))
                .arg("bag", bag_text(&bag)),
        );
    }
    None
}

/// The bag's tokens as a message lists them: `1, 1, 2, wolf, wolf`.
fn bag_text(bag: &[&str]) -> String {
    bag.join(", ")
}

fn apply_sheep(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Word(word) = step.param else {
        return;
    };
    let done = Done::of(step.setup, step.index, step.new_tile, verdict);
    let Some(tile) = done.owed(step.index) else {
        return;
    };
    let placing = done.placed.is_some() && !done.placed_drawn;
    let now = flock::flocks(step.setup, step.index, Some(verdict));
    let Some(f) = now.iter().find(|f| f.shepherd.tile == tile).copied() else {
        return;
    };
    push_fact(
        verdict,
        if placing {
            HsFact::PlacedDrawn
        } else {
            HsFact::GrowDrawn
        },
    );
    if word == WOLF {
        verdict.rules.push(rule::HS_WOLF);
        if placing {
            // A wolf drawn for a shepherd placed sends only that shepherd home.
            verdict.push(crate::carcassonne::effect::Effect::home(
                &f.shepherd,
                rule::HS_WOLF,
            ));
        } else {
            flock::send_home(&now, f.shepherd.group, rule::HS_WOLF, verdict);
        }
    } else {
        verdict.rules.push(if placing {
            rule::HS_SHEPHERD_PLACE
        } else {
            rule::HS_FLOCK_GROW
        });
        flock::add(&f, word, verdict);
    }
    settle(step, verdict);
}

/// The closed fields with shepherds scored, but the fields the mover still decides or draws
/// for.
fn settle(step: &StepContext, verdict: &mut MoveVerdict) {
    let done = Done::of(step.setup, step.index, step.new_tile, verdict);
    // A field whose token is still to be drawn waits for it too.
    let owed = done
        .owed(step.index)
        .and_then(|t| shepherd_on(step.index, t))
        .map(|p| p.group);
    let except: Vec<GroupId> = undecided(step, verdict, &done)
        .into_iter()
        .map(|(g, _)| g)
        .chain(owed)
        .collect();
    flock::settle_closed(step.setup, step.board, step.index, &except, verdict);
}

fn check_decision(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::HS_FLOCK_GROW);
    let ActionParam::Square(at) = step.param else {
        return None;
    };
    let done = Done::of(step.setup, step.index, step.new_tile, so_far);
    if let Some(t) = done.owed(step.index) {
        refuse(
            problems,
            rule::HS_FLOCK_GROW,
            Message::new(msg::HS_PROBLEM_DRAW_FIRST).arg("square", square(step, t)),
        );
        return None;
    }
    let standing = flock::flocks(step.setup, step.index, Some(so_far));
    let mine = step.board.tile_at(at).and_then(|t| {
        standing
            .iter()
            .find(|f| f.shepherd.tile == t && f.shepherd.owner == step.player)
    });
    let Some(f) = mine else {
        refuse(
            problems,
            rule::HS_FLOCK_GROW,
            Message::new(msg::HS_PROBLEM_NO_SHEPHERD)
                .arg("square", at.to_string())
                .arg("player", step.setup.player_name(step.player)),
        );
        return None;
    };
    let todo = undecided(step, so_far, &done);
    if !todo.iter().any(|&(g, _)| g == f.shepherd.group) {
        let id = if f.shepherd.tile == step.new_tile {
            msg::HS_PROBLEM_JUST_PLACED
        } else if !flock::extends(step.board, f.shepherd.group, step.new_tile) {
            msg::HS_PROBLEM_NOT_EXTENDED
        } else {
            msg::HS_PROBLEM_DECIDED
        };
        refuse(
            problems,
            rule::HS_FLOCK_GROW,
            Message::new(id).arg("square", at.to_string()),
        );
    }
    None
}

/// The decision on the field of the mover's shepherd at the step's square: its tile.
fn decided_tile(step: &StepContext) -> Option<usize> {
    let ActionParam::Square(at) = step.param else {
        return None;
    };
    let t = step.board.tile_at(at)?;
    shepherd_on(step.index, t).map(|p| p.tile)
}

fn apply_grow(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(t) = decided_tile(step) else {
        return;
    };
    push_fact(verdict, HsFact::Grew(t));
    settle(step, verdict);
}

fn apply_score(step: &StepContext, _: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(t) = decided_tile(step) else {
        return;
    };
    settle(step, verdict);
    push_fact(verdict, HsFact::Scored(t));
    let now = flock::flocks(step.setup, step.index, Some(verdict));
    if let Some(f) = now.iter().find(|f| f.shepherd.tile == t) {
        verdict.rules.push(rule::HS_FLOCK_SCORE);
        flock::score(&now, f.shepherd.group, rule::HS_FLOCK_SCORE, verdict);
    }
    settle(step, verdict);
}

fn push_fact(verdict: &mut MoveVerdict, fact: HsFact) {
    verdict.evidence.facts.push(Fact::from(fact));
}

/// What the move still owes once its steps before the scoring are judged: the token for a
/// shepherd placed or a flock let grow, and a choice for each field of the mover's shepherds
/// the tile extends.
pub fn owed(step: &StepContext, so_far: &MoveVerdict, when: StepTime) -> Option<Problem> {
    if when != StepTime::BeforeScoring {
        return None;
    }
    let done = Done::of(step.setup, step.index, step.new_tile, so_far);
    if let Some(t) = done.owed(step.index) {
        return Some(Problem::error(
            rule::HS_SHEPHERD_PLACE,
            Subject::MovePiece,
            Message::new(msg::HS_PROBLEM_DRAW_OWED).arg("square", square(step, t)),
        ));
    }
    let todo = undecided(step, so_far, &done);
    todo.first().map(|&(_, t)| {
        Problem::error(
            rule::HS_FLOCK_GROW,
            Subject::MovePiece,
            Message::new(msg::HS_PROBLEM_CHOICE_OWED)
                .arg("square", square(step, t))
                .arg("player", step.setup.player_name(step.player)),
        )
    })
}

/// Before the dragon flies (before the scoring, its default time): JCloisterZone plays the
/// shepherds' part of the turn first, so the mover's shepherd steps must all be written
/// before the dragon's squares, and every closed field with shepherds goes to the stable now,
/// before the dragon can eat a shepherd standing in it.
pub fn before_step(
    step: &StepContext,
    kind: ActionKind,
    verdict: &mut MoveVerdict,
    problems: &mut Vec<Problem>,
) {
    let rules = &step.setup.rules;
    if !rules.has(Expansion::HillsAndSheep)
        || kind != ActionKind::Dragon
        || kind.def().time(rules) != StepTime::BeforeScoring
    {
        return;
    }
    let done = Done::of(step.setup, step.index, step.new_tile, verdict);
    let pending = done
        .owed(step.index)
        .map(|t| (rule::HS_SHEPHERD_PLACE, t))
        .or_else(|| {
            undecided(step, verdict, &done)
                .first()
                .map(|&(_, t)| (rule::HS_FLOCK_GROW, t))
        });
    if let Some((rule, t)) = pending {
        problems.push(Problem::error(
            rule,
            Subject::MovePiece,
            Message::new(msg::HS_PROBLEM_BEFORE_DRAGON).arg("square", square(step, t)),
        ));
        return;
    }
    flock::settle_closed(step.setup, step.board, step.index, &[], verdict);
}

/// After the scoring: the sheep of shepherds taken off by anything else (the dragon) back to
/// the bag, and every closed field with shepherds driven to the stable.
pub fn after_move(context: &MoveContext, verdict: &mut MoveVerdict) {
    if !context.setup.rules.has(Expansion::HillsAndSheep) {
        return;
    }
    sheep_home(context, verdict);
    flock::settle_closed(context.setup, context.board, context.index, &[], verdict);
}

/// At the end of the move: the sheep of shepherds taken off after the scoring (the dragon
/// under `dragon-move: after-scoring`) back to the bag too.
pub fn move_end(context: &MoveContext, verdict: &mut MoveVerdict) {
    if context.setup.rules.has(Expansion::HillsAndSheep) {
        sheep_home(context, verdict);
    }
}

/// The sheep of every shepherd the move has taken off so far back to the bag (once: a flock
/// already emptied has nothing left to send).
fn sheep_home(context: &MoveContext, verdict: &mut MoveVerdict) {
    // The shepherds that stood before the move, and those still standing.
    let before = PieceIndex::new(context.setup, context.board);
    let standing: Vec<usize> = flock::flocks(context.setup, &before, Some(verdict))
        .iter()
        .map(|f| f.shepherd.tile)
        .collect();
    for p in before
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::Shepherd)
    {
        if !standing.contains(&p.tile) {
            let f = Flock {
                shepherd: *p,
                tokens: flock::SHEEP
                    .map(|d| flock::tokens_on(context.setup, Some(verdict), p.tile, d.key)),
            };
            flock::empty(&f, verdict);
        }
    }
}

/// Where a move's shepherd steps stand once the steps it writes so far are done: the square
/// of the mover's shepherd whose field is to be decided next, and the bag. The fields go in
/// the order of `order`, squares of the mover's shepherds (JCloisterZone asks in the order its
/// shepherds were made): the first field holding a shepherd on the earliest of them; fields
/// with none of them follow, in the order of the mover's shepherds on the board. A saved game that says a choice without its
/// field, and a draw by a random number, is read with it. Steps of other expansions are left
/// out (they come after the shepherd's), and a step refused does nothing.
pub fn progress(position: &Position, mv: &Move, order: &[Pos]) -> (Option<Pos>, Vec<&'static str>) {
    let (laid, mut verdict) = crate::carcassonne::turn::after_tile_and_piece(position, mv);
    let (after, board, player, new_tile) = (&laid.setup, &laid.board, laid.player, laid.tile);
    let index = PieceIndex::new(after, board);
    let step = |param| StepContext {
        setup: after,
        board,
        index: &index,
        player,
        new_tile,
        param,
        earlier: &[],
    };
    for &(kind, param) in mv
        .steps
        .iter()
        .filter(|(k, _)| k.def().expansion == Expansion::HillsAndSheep)
    {
        let ctx = step(param);
        let (mut problems, mut rules) = (Vec::new(), Vec::new());
        let taken = (kind.def().check)(&ctx, &verdict, &mut problems, &mut rules);
        if problems.is_empty() {
            (kind.def().apply)(&ctx, taken, &mut verdict);
        }
    }
    let ctx = step(ActionParam::None);
    let done = Done::of(after, &index, new_tile, &verdict);
    let todo = undecided(&ctx, &verdict, &done);
    let next = order
        .iter()
        .find(|&&at| {
            board
                .tile_at(at)
                .and_then(|t| shepherd_on(&index, t))
                .is_some_and(|p| p.owner == player && todo.iter().any(|d| d.0 == p.group))
        })
        .copied()
        .or_else(|| todo.first().map(|&(_, t)| board.tiles[t].pos));
    let bag = flock::bag(&flock::flocks(after, &index, Some(&verdict)));
    (next, bag)
}
