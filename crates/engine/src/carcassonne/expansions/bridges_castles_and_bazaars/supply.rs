//! Bridges and castles per player: 3 each with up to 4 players, 2 with 5 or 6. The board shows
//! how many lie there, not who built them; the position may say so under `built:`.

use super::super::PlayerStateDef;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use arbiter_ids::{msg, rule};

/// The bridges and castles each player has built.
pub const BUILT: PlayerStateDef = PlayerStateDef {
    key: "built",
    counters: &[
        ("bridges", "bridges the player has built"),
        ("castles", "castles the player has built"),
    ],
    gain_rule: rule::BCB_SUPPLY,
    doc: "Bridges, Castles & Bazaars: the bridges and castles each player has built (3 of each with up to 4 players, 2 with 5 or 6), by colour or name; a counter no player's row writes is taken as not known, and only the totals on the board are checked for it.",
    each: "One player's bridges and castles built.",
    scored: None,
};

/// The counter of bridges in [`BUILT`].
pub(crate) const BRIDGES: usize = 0;
/// The counter of castles in [`BUILT`].
pub(crate) const CASTLES: usize = 1;

/// What the position says `owner` built of `counter` (0 when not written).
pub(crate) fn built(setup: &Setup, owner: PlayerId, counter: usize) -> usize {
    setup
        .player_state
        .rows(BUILT.key)
        .get(owner.index())
        .and_then(|row| row.get(counter))
        .map_or(0, |&n| n as usize)
}

/// Whether a move's new bridge or castle is written down for its builder: when the position
/// says who built them (`counter` known), or when none lies on the board yet (`on_board`), so
/// that the written counts keep agreeing with the board.
pub(crate) fn recorded(setup: &Setup, counter: usize, on_board: usize) -> bool {
    on_board == 0 || PlayerId::all(&setup.players).any(|p| built(setup, p, counter) > 0)
}

/// No more bridges and castles on the board than the box gives; when the position says who
/// built them, the counts agree with the board, no player over their share, and no player
/// with more followers in castles than castles built.
pub(crate) fn check(setup: &Setup, castles: usize, occupied: &[usize], out: &mut Vec<Problem>) {
    let n = setup.players.len();
    let each = super::castles::each(setup);
    let bridges = super::bridges::count(setup);
    for (what, count) in [("bridges", bridges), ("castles", castles)] {
        if count > n * each {
            out.push(Problem::error(
                rule::BCB_SUPPLY,
                Subject::Position,
                Message::new(msg::PROBLEM_BCB_SUPPLY)
                    .arg("what", what)
                    .arg("count", count)
                    .arg("players", n)
                    .arg("allowed", n * each)
                    .arg("each", each),
            ));
        }
    }
    // A counter no player's row writes is not known: only the totals above are checked.
    let known =
        |counter: usize| PlayerId::all(&setup.players).any(|p| built(setup, p, counter) > 0);
    for (counter, what, count) in [(BRIDGES, "bridges", bridges), (CASTLES, "castles", castles)] {
        if !known(counter) {
            continue;
        }
        let written: usize = PlayerId::all(&setup.players)
            .map(|p| built(setup, p, counter))
            .sum();
        if written != count {
            out.push(Problem::error(
                rule::BCB_SUPPLY,
                Subject::Position,
                Message::new(msg::PROBLEM_BCB_BUILT_TOTAL)
                    .arg("what", what)
                    .arg("written", written)
                    .arg("count", count),
            ));
        }
        for player in PlayerId::all(&setup.players) {
            let i = player.index();
            let b = built(setup, player, counter);
            if b > each {
                out.push(Problem::error(
                    rule::BCB_SUPPLY,
                    Subject::Player(player),
                    Message::new(msg::PROBLEM_BCB_BUILT_EACH)
                        .arg("player", setup.players[i].name.as_str())
                        .arg("what", what)
                        .arg("count", b)
                        .arg("each", each),
                ));
            }
        }
    }
    if !known(CASTLES) {
        return;
    }
    for player in PlayerId::all(&setup.players) {
        let i = player.index();
        let o = occupied.get(i).copied().unwrap_or(0);
        let b = built(setup, player, CASTLES);
        if o > b {
            out.push(Problem::error(
                rule::BCB_SUPPLY,
                Subject::Player(player),
                Message::new(msg::PROBLEM_BCB_CASTLE_OCCUPANTS)
                    .arg("player", setup.players[i].name.as_str())
                    .arg("count", o)
                    .arg("built", b),
            ));
        }
    }
}
