//! Under the Big Top in JCloisterZone saves: the animal token drawn when the big top leaves a
//! circus, which a save does not write.
//!
//! A save keeps random numbers, not draws (`classic-expansions.md` §2.6): the big top moves
//! after the turn's scoring, once its last `COMMIT` (the turn's own, or a wagon's after it) has
//! reset the generator to the `random` it carries, and the token is the
//! `floor(r × size)`-th of the unused ones, listed by value (the flea first, the elephant
//! last) as many times as each is left. The unused ones depend on the tokens already laid, so
//! the record's moves are judged one by one as they are written.
//!
//! At the end of the game JCloisterZone scores the circus under the big top with one more
//! token (`BigTopCapability.onFinalScoring`), drawn with the generator as the last turn left
//! it: the last `COMMIT`'s number, moved on once if that turn's big top drew a token, and once
//! per tile drawn at random after it that fitted nowhere. A finished game's record writes it
//! under `final_draws:` (`animal-token=VALUE`).

use arbiter_engine::carcassonne::expansions::under_the_big_top::steps::{
    draw_pool, final_pool, token_word,
};
use arbiter_engine::carcassonne::replay::{apply, replay_game};
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam};
use arbiter_engine::carcassonne::Position;

use super::record::RecordOut;
use super::InputError;

/// Whether the tile a save's id names shows a circus (the big top moves on to it).
pub(crate) fn shows_circus(id: &str) -> bool {
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    cat.index_of(id).is_some_and(|d| {
        cat.tile(d)
            .features
            .iter()
            .any(|f| f.kind.key() == "circus")
    })
}

/// Writes the token each move draws into the record's moves (`animal-token=VALUE`), judging
/// them one by one from the start; `randoms` is each move's number in effect after its last
/// `COMMIT`, if it has one. A move found illegal ends the resolution: the replay reports it.
pub(crate) fn resolve(record: &mut RecordOut, randoms: &[Option<f64>]) -> Result<(), InputError> {
    if !record.moves.iter().any(|m| shows_circus(&m.tile)) {
        return Ok(());
    }
    let read = super::jcz_flocks::read_back(record)?;
    let mut setup = read.start.clone();
    for (i, played) in read.moves.iter().enumerate() {
        let position = Position::validate(setup.clone());
        let mut mv = played.mv.clone();
        if let (Some(pool), Some(Some(mut r))) = (draw_pool(&position, mv.def), randoms.get(i)) {
            let drawn = pool
                .get(super::jcz_flocks::next_int(&mut r, pool.len()))
                .and_then(|&v| token_word(v));
            if let Some(word) = drawn {
                mv.steps
                    .push((ActionKind::AnimalToken, ActionParam::Word(word)));
                if let Some(out) = record.moves.get_mut(i) {
                    out.steps
                        .push(format!("{}={word}", ActionKind::AnimalToken.key()));
                }
            }
        }
        // A bridge the tile needs, which the save does not write.
        let before = mv.steps.len();
        let (mv, verdict) = super::jcz_bridges::judged(&position, mv);
        super::jcz_bridges::write_added(record, i, &mv, before, &setup.players);
        if !verdict.legal() {
            break;
        }
        setup = apply(&setup, &mv, &verdict);
    }
    Ok(())
}

/// Writes the token JCloisterZone draws for the last circus at the end of a finished game
/// into the record's `final_draws:`; `r` is the number in effect after the save's last
/// message, `forced` the test scenario's draws left (which move it on not). Nothing is written
/// when no big top stands on a circus at the end, or the replay stops before the end.
pub(crate) fn final_draw(record: &mut RecordOut, r: f64, forced: usize) -> Result<(), InputError> {
    let read = super::jcz_flocks::read_back(record)?;
    let played = replay_game(read.start, &read.moves, &read.discarded, None, false);
    if played.illegal.is_some()
        || played.bad_discard.is_some()
        || played.steps.len() != read.moves.len()
    {
        return Ok(());
    }
    let Some(pool) = final_pool(&played.position) else {
        return Ok(());
    };
    let key = ActionKind::AnimalToken.key();
    let mut r = r;
    // The last turn's big top drew first, then the tiles drawn at the end that fitted nowhere.
    let moved = record.moves.last().is_some_and(|m| {
        m.steps
            .iter()
            .any(|s| s.split_once('=').is_some_and(|(k, _)| k == key))
    });
    if moved {
        super::jcz_flocks::next_int(&mut r, 1);
    }
    let at_end = read
        .discarded
        .iter()
        .filter(|d| d.after == read.moves.len())
        .count();
    for _ in forced.min(at_end)..at_end {
        super::jcz_flocks::next_int(&mut r, 1);
    }
    if let Some(word) = pool
        .get(super::jcz_flocks::next_int(&mut r, pool.len()))
        .and_then(|&v| token_word(v))
    {
        record.final_draws.push(format!("{key}={word}"));
    }
    Ok(())
}
