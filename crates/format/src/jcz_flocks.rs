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
///
/// Besides the one tile a turn draws, the generator moves on for what other expansions draw
/// between a `COMMIT` and the next turn's shepherd: a bazaar's auction turns up one tile per
/// player (and the turns that lay the tiles bought draw none, a builder's second part aside),
/// and the big top leaving a circus draws its token after the last `COMMIT` of the turn that
/// laid the next circus tile (its own, or its wagons'). The big top's draw after the last turn
/// is left to [`super::jcz_big_top::final_draw`], which counts it.
fn walk(root: &Value, replay: &[Value]) -> (Vec<f64>, f64, usize) {
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let players = root
        .get("players")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    let mut r = root
        .get("initialRandom")
        .and_then(Value::as_f64)
        .unwrap_or(0.0);
    let mut forced = root
        .get("gameAnnotations")
        .and_then(|a| a.get("drawOrder"))
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    // One tile taken from the pack: a test scenario's forced draw moves the number on not.
    let draw = |r: &mut f64, forced: &mut usize| {
        if *forced > 0 {
            *forced -= 1;
        } else {
            next_int(r, 1);
        }
    };
    let mut drawn = false;
    // Each player's bazaar tile bought and not yet laid, whether an auction is under way, the
    // last turn's player.
    let mut held = vec![false; players];
    let mut auction = false;
    let mut last_player: Option<u64> = None;
    // Circus tiles laid; whether the big top's token is still to draw; the messages since the
    // last `COMMIT`.
    let mut circuses = 0usize;
    let mut big_top = false;
    let mut since: Vec<&Value> = Vec::new();
    let mut out = Vec::with_capacity(replay.len());
    for msg in replay {
        let kind = msg.get("type").and_then(Value::as_str).unwrap_or("");
        let tile = msg["payload"].get("tileId").and_then(Value::as_str);
        let player = msg.get("player").and_then(Value::as_u64);
        if kind == "BAZAAR_BID" && !auction {
            auction = true;
            if std::mem::take(&mut big_top) {
                next_int(&mut r, 1);
            }
            for _ in 0..players {
                draw(&mut r, &mut forced);
            }
            held.iter_mut().for_each(|h| *h = true);
        }
        // One draw per turn, at its first tile (an undone placement lays the same tile again;
        // the abbey is held, not drawn; a bazaar tile bought is laid without one).
        let players_hold = |id: Option<&str>| {
            id.and_then(|id| cat.index_of(id))
                .is_some_and(|d| cat.tile(d).held)
        };
        if kind == "PLACE_TILE" && !drawn && !players_hold(tile) {
            drawn = true;
            auction = false;
            if std::mem::take(&mut big_top) {
                next_int(&mut r, 1);
            }
            let second_part = last_player.is_some() && last_player == player;
            let bought = !second_part
                && player
                    .and_then(|p| held.get_mut(usize::try_from(p).ok()?))
                    .is_some_and(std::mem::take);
            if !bought {
                draw(&mut r, &mut forced);
            }
            last_player = player;
        }
        out.push(r);
        if let Some(x) = msg["payload"].get("random").and_then(Value::as_f64) {
            r = x;
        }
        if kind == "COMMIT" {
            drawn = false;
            big_top = big_top_after(&since, &mut circuses, big_top);
            since.clear();
        } else {
            since.push(msg);
        }
    }
    (out, r, forced)
}

/// Whether the big top's token is still to draw after a `COMMIT` ending messages `since`:
/// a turn laying a circus tile when one was laid before moves the big top on (the draw comes
/// after this `COMMIT`); wagons moved after it keep it to draw after theirs; any other turn's
/// `COMMIT` (an abbey declined) re-seeds the generator after the draw.
fn big_top_after(since: &[&Value], circuses: &mut usize, due: bool) -> bool {
    let circus = since.iter().any(|m| {
        m["type"] == "PLACE_TILE"
            && m["payload"]
                .get("tileId")
                .and_then(Value::as_str)
                .is_some_and(super::jcz_big_top::shows_circus)
    });
    if circus {
        *circuses += 1;
        return *circuses > 1;
    }
    let wagons = since.iter().any(|m| m["type"] == "DEPLOY_MEEPLE")
        && since
            .iter()
            .all(|m| matches!(m["type"].as_str(), Some("DEPLOY_MEEPLE" | "PASS")));
    due && wagons
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `r` moved on `n` times.
    fn on(mut r: f64, n: usize) -> f64 {
        for _ in 0..n {
            next_int(&mut r, 1);
        }
        r
    }

    fn replay(text: &str) -> Vec<Value> {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_big_top_leaving_a_circus_draws_before_the_next_tile() {
        // Two circus tiles: the second moves the big top on, which draws its token once the
        // wagons' COMMIT is in; an abbey declined later re-seeds after the draw.
        let root: Value =
            serde_json::from_str(r#"{"initialRandom": 0.5, "players": [{}, {}]}"#).unwrap();
        let msgs = replay(
            r#"[
              {"type": "PLACE_TILE", "payload": {"tileId": "BT/ffrf.bt"}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.1}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BT/frfr.bt"}, "player": 1},
              {"type": "COMMIT", "payload": {"random": 0.2}, "player": 1},
              {"type": "DEPLOY_MEEPLE", "payload": {"meepleId": "0.wagon.1"}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.3}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L"}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.4}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BT/frrr.bt"}, "player": 1},
              {"type": "COMMIT", "payload": {"random": 0.6}, "player": 1},
              {"type": "PASS", "payload": {}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.7}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L"}, "player": 0}
            ]"#,
        );
        let r = randoms(&root, &msgs);
        // The first circus tile only receives the big top.
        assert_eq!(r[2], on(0.1, 1));
        // After the wagon's COMMIT: the big top's token, then the tile.
        assert_eq!(r[6], on(0.3, 2));
        // The abbey declined re-seeds after the token was drawn.
        assert_eq!(r[12], on(0.7, 1));
    }

    #[test]
    fn an_auction_turns_up_a_tile_per_player_and_the_tiles_bought_are_not_drawn() {
        let root: Value =
            serde_json::from_str(r#"{"initialRandom": 0.5, "players": [{}, {}]}"#).unwrap();
        let msgs = replay(
            r#"[
              {"type": "PLACE_TILE", "payload": {"tileId": "BB/F.b"}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.1}, "player": 0},
              {"type": "BAZAAR_BID", "payload": {"supplyIndex": 0, "price": 0}, "player": 1},
              {"type": "PASS", "payload": {}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L"}, "player": 1},
              {"type": "COMMIT", "payload": {"random": 0.2}, "player": 1},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/C"}, "player": 0},
              {"type": "COMMIT", "payload": {"random": 0.3}, "player": 0},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/C"}, "player": 1}
            ]"#,
        );
        let r = randoms(&root, &msgs);
        assert_eq!(r[4], on(0.1, 2));
        assert_eq!(r[6], 0.2);
        assert_eq!(r[8], on(0.3, 1));
    }
}
