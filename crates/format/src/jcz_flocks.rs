//! Hills & Sheep in JCloisterZone saves: the sheep tokens drawn and the field each
//! `FLOCK_EXPAND_OR_SCORE` decides, neither of which a save writes.
//!
//! A save keeps random numbers, not draws (`classic-expansions.md` §2.6): the generator is
//! reset by every `COMMIT` and `FLOCK_EXPAND_OR_SCORE` to the `random` it carries (the game
//! starts from `initialRandom`), each tile drawn from the pack takes one number (the tiles a
//! test scenario's `drawOrder` forces take none), and a token is the bag's
//! `floor(r × size)`-th, the bag listed in its fixed order without the tokens lying in flocks.
//! A shepherd placed draws with the number the turn has reached; a choice to let a flock grow
//! draws with its message's own. The choice names no field: it is the mover's next field to
//! decide. Both need the flocks as the game stands, so the record's moves are judged one by
//! one as they are written.

use arbiter_engine::carcassonne::expansions::hills_and_sheep::steps::{
    progress, GROW, SCORE, SHEEP,
};
use arbiter_engine::carcassonne::geometry::Pos;
use arbiter_engine::carcassonne::pieces::PieceKind;
use arbiter_engine::carcassonne::replay::apply;
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam, MoveStep, PieceAction};
use arbiter_engine::carcassonne::Position;
use serde_json::Value;

use super::record::RecordOut;
use super::InputError;

/// JCloisterZone's generator (`random/RandomGenerator.java`): the next whole number below
/// `bound`, then the number moved on by its 48-bit linear congruential step.
pub(crate) fn next_int(r: &mut f64, bound: usize) -> usize {
    const M: u64 = (1 << 48) - 1;
    let next = (*r * bound as f64) as usize;
    let x = (r.to_bits() & M)
        .wrapping_mul(25_214_903_917)
        .wrapping_add(11)
        & M;
    *r = x as f64 / (M + 1) as f64;
    next.min(bound.saturating_sub(1))
}

/// The random number in effect at each message of the replay (by its index), before the
/// message's own `random` is taken.
pub(crate) fn randoms(root: &Value, replay: &[Value]) -> Vec<f64> {
    walk(root, replay).0
}

/// The random number in effect after the replay's last message, and how many tiles of the
/// test scenario's `drawOrder` were not drawn (drawn later, they move the number on not).
pub(crate) fn end_random(root: &Value, replay: &[Value]) -> (f64, usize) {
    let (_, r, forced) = walk(root, replay);
    (r, forced)
}

/// [`randoms`], with the number in effect at the end and the forced draws left.
fn walk(root: &Value, replay: &[Value]) -> (Vec<f64>, f64, usize) {
    let mut r = root
        .get("initialRandom")
        .and_then(Value::as_f64)
        .unwrap_or(0.0);
    let mut forced = root
        .get("gameAnnotations")
        .and_then(|a| a.get("drawOrder"))
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    let mut drawn = false;
    let mut out = Vec::with_capacity(replay.len());
    for msg in replay {
        let kind = msg.get("type").and_then(Value::as_str).unwrap_or("");
        let tile = msg["payload"].get("tileId").and_then(Value::as_str);
        // One draw per turn, at its first tile (an undone placement lays the same tile again;
        // the abbey is held, not drawn).
        if kind == "PLACE_TILE" && !drawn && tile != Some("AM/A") {
            drawn = true;
            if forced > 0 {
                forced -= 1;
            } else {
                next_int(&mut r, 1);
            }
        }
        out.push(r);
        if let Some(x) = msg["payload"].get("random").and_then(Value::as_f64) {
            r = x;
        }
        if kind == "COMMIT" {
            drawn = false;
        }
    }
    (out, r, forced)
}

/// The record written so far, read back as `replay` reads it (its first error, by place, when
/// it does not read).
pub(crate) fn read_back(record: &RecordOut) -> Result<super::record::Record, InputError> {
    super::record::read(record.to_yaml().as_bytes())
        .map(|(read, _)| read)
        .map_err(|e| {
            let mut errors = e.into_problems();
            errors.sort_by_key(|e| (e.loc.line, e.loc.column));
            errors.into_iter().next().unwrap_or_else(|| {
                InputError::new(
                    arbiter_engine::carcassonne::problem::Message::new(
                        arbiter_ids::msg::JCZ_MISSING,
                    )
                    .arg("key", "replay"),
                    super::Loc::default(),
                )
            })
        })
}

/// What one turn of the save says of its shepherds: the random number of a shepherd placed
/// (when one is), its meeple id (`0.shepherd.2`) and square, and each choice in order (whether
/// it lets the flock grow, and its number).
#[derive(Debug, Default)]
pub(crate) struct TurnFlocks {
    pub placed: Option<f64>,
    pub deployed: Option<(String, Pos)>,
    pub choices: Vec<(bool, f64)>,
}

/// The squares of player `player`'s shepherds in the order JCloisterZone asks for their
/// fields (`ShepherdPhase.enter` goes through the player's shepherds in the order they were
/// made, `shepherd.1` first): the square where each was last placed, from `placed` (meeple
/// id and square, every shepherd placed so far).
fn jcz_order(placed: &[(String, Pos)], player: usize) -> Vec<Pos> {
    let prefix = format!("{player}.");
    let mut mine: Vec<(u64, Pos)> = Vec::new();
    for (id, at) in placed.iter().filter(|(id, _)| id.starts_with(&prefix)) {
        let n = id
            .rsplit('.')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        match mine.iter_mut().find(|m| m.0 == n) {
            Some(m) => m.1 = *at,
            None => mine.push((n, *at)),
        }
    }
    mine.sort_by_key(|m| m.0);
    mine.into_iter().map(|m| m.1).collect()
}

/// Writes the draws and the fields decided into the record's moves: judged one by one from
/// the start, each move gets `sheep=TOKEN` after a shepherd placed, and each choice its
/// square (`flock-grow=X,Y` then `sheep=TOKEN`, or `flock-score=X,Y`). A move found illegal
/// is left as the save says (the replay reports it) and the game goes on from before it.
pub(crate) fn resolve(record: &mut RecordOut, turns: &[TurnFlocks]) -> Result<(), InputError> {
    if turns
        .iter()
        .all(|t| t.placed.is_none() && t.choices.is_empty())
    {
        return Ok(());
    }
    // The choices are written with a square anywhere, so that the record reads.
    for m in &mut record.moves {
        for s in &mut m.steps {
            if *s == GROW.key || *s == SCORE.key {
                s.push_str("=0,0");
            }
        }
    }
    let read = read_back(record)?;
    let (Some(sheep), Some(grow), Some(score)) = (
        ActionKind::parse(SHEEP.key),
        ActionKind::parse(GROW.key),
        ActionKind::parse(SCORE.key),
    ) else {
        return Ok(());
    };
    let mut setup = read.start.clone();
    let mut placed: Vec<(String, Pos)> = Vec::new();
    for (i, played) in read.moves.iter().enumerate() {
        let mv = &played.mv;
        let position = Position::validate(setup.clone());
        // The other expansions' steps before the shepherd's draws and choices, and after
        // them: JCloisterZone's shepherd phase comes before the dragon's flight.
        let first = mv
            .steps
            .iter()
            .position(|s| s.0 == grow || s.0 == score || s.0 == ActionKind::Dragon)
            .unwrap_or(mv.steps.len());
        let others = |s: &&MoveStep| s.0 != grow && s.0 != score;
        let mut steps: Vec<MoveStep> = mv.steps[..first].iter().filter(others).copied().collect();
        let after: Vec<MoveStep> = mv.steps[first..].iter().filter(others).copied().collect();
        let flocks = turns.get(i);
        let order = jcz_order(&placed, mv.player.unwrap_or(setup.turn).index());
        placed.extend(flocks.and_then(|t| t.deployed.clone()));
        let shepherd =
            matches!(mv.action, PieceAction::Place { kind, .. } if kind == PieceKind::Shepherd);
        let mut trial = mv.clone();
        let draw = |trial: &mut arbiter_engine::carcassonne::Move,
                    steps: &mut Vec<MoveStep>,
                    mut r: f64| {
            trial.steps = steps.clone();
            let (_, bag) = progress(&position, trial, &[]);
            if let Some(&token) = bag.get(next_int(&mut r, bag.len())) {
                steps.push((sheep, ActionParam::Word(token)));
            }
        };
        if let (true, Some(r)) = (shepherd, flocks.and_then(|t| t.placed)) {
            draw(&mut trial, &mut steps, r);
        }
        for &(grows, random) in flocks.map_or(&[][..], |t| &t.choices[..]) {
            trial.steps = steps.clone();
            let (Some(at), _) = progress(&position, &trial, &order) else {
                break;
            };
            steps.push((if grows { grow } else { score }, ActionParam::Square(at)));
            if grows {
                draw(&mut trial, &mut steps, random);
            }
        }
        steps.extend(after);
        trial.steps = steps;
        // A bridge the tile needs, which the save does not write.
        let (trial, verdict) = super::jcz_bridges::judged(&position, trial);
        if let Some(out) = record.moves.get_mut(i) {
            out.steps = trial
                .steps
                .iter()
                .map(|&s| super::action::step_text(s, &setup.players))
                .collect();
        }
        if verdict.legal() {
            setup = apply(&setup, &trial, &verdict);
        }
    }
    Ok(())
}
