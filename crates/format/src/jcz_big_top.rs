//! Under the Big Top in JCloisterZone saves: the animal token drawn when the big top leaves a
//! circus, which a save does not write.
//!
//! A save keeps random numbers, not draws (`classic-expansions.md` §2.6): the big top moves
//! after the turn's scoring, once its last `COMMIT` (the turn's own, or a wagon's after it) has
//! reset the generator to the `random` it carries, and the token is the
//! `floor(r × size)`-th of the unused ones, listed by value (the flea first, the elephant
//! last) as many times as each is left. The unused ones depend on the tokens already laid, so
//! the record's moves are judged one by one as they are written.

use arbiter_engine::carcassonne::expansions::under_the_big_top::steps::{draw_pool, token_word};
use arbiter_engine::carcassonne::replay::apply;
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam};
use arbiter_engine::carcassonne::{adjudicate, Position};

use super::record::RecordOut;
use super::InputError;

/// Writes the token each move draws into the record's moves (`animal-token=VALUE`), judging
/// them one by one from the start; `randoms` is each move's number in effect after its last
/// `COMMIT`, if it has one. A move found illegal ends the resolution: the replay reports it.
pub(crate) fn resolve(record: &mut RecordOut, randoms: &[Option<f64>]) -> Result<(), InputError> {
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let circus = record.moves.iter().any(|m| {
        cat.index_of(&m.tile).is_some_and(|d| {
            cat.tile(d)
                .features
                .iter()
                .any(|f| f.kind.key() == "circus")
        })
    });
    if !circus {
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
        let verdict = adjudicate(&position, &mv);
        if !verdict.legal() {
            break;
        }
        setup = apply(&setup, &mv, &verdict);
    }
    Ok(())
}
