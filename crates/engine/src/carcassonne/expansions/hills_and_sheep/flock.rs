//! The flocks: the sheep tokens lying by each shepherd (per-tile state `sheep-1` ... `sheep-4`
//! on the shepherd's tile: how many tokens of 1 to 4 sheep), the bag (every token the box
//! holds but those lying in flocks, both wolves always), whether a field is still open, and
//! what a draw, a drive to the stable and a closed field do to them.

use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::effect::{Effect, PieceAddress};
use crate::carcassonne::expansions::TileStateDef;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::MoveVerdict;
use arbiter_ids::rule;

/// The tokens in the box, in the bag's order: the word a move writes, the sheep it shows (0
/// for a wolf) and how many the box holds.
pub const TOKENS: [(&str, u32, u32); 5] = [
    ("1", 1, 4),
    ("2", 2, 5),
    ("3", 3, 5),
    ("4", 4, 2),
    ("wolf", 0, 2),
];

/// The sheep the token written `word` shows (0 for a wolf, or a word no token has), for the
/// messages that name a token by its sheep.
pub fn sheep_of(word: &str) -> u32 {
    TOKENS
        .iter()
        .find(|&&(w, _, _)| w == word)
        .map_or(0, |&(_, sheep, _)| sheep)
}

/// The words a draw is written with.
pub const WORDS: &[&str] = &["1", "2", "3", "4", "wolf"];

/// The wolf's word.
pub const WOLF: &str = "wolf";

const fn sheep_state(key: &'static str, max: u32, doc: &'static str) -> TileStateDef {
    TileStateDef {
        key,
        min: 0,
        max,
        rule: rule::HS_SHEPHERD_SUPPLY,
        doc,
    }
}

/// The flock of the shepherd on a tile, by token: tokens of 1, 2, 3 and 4 sheep.
pub const SHEEP: [TileStateDef; 4] = [
    sheep_state(
        "sheep-1",
        4,
        "Hills & Sheep: tokens of 1 sheep in the flock of the shepherd on this tile (0 to 4).",
    ),
    sheep_state(
        "sheep-2",
        5,
        "Hills & Sheep: tokens of 2 sheep in the flock of the shepherd on this tile (0 to 5).",
    ),
    sheep_state(
        "sheep-3",
        5,
        "Hills & Sheep: tokens of 3 sheep in the flock of the shepherd on this tile (0 to 5).",
    ),
    sheep_state(
        "sheep-4",
        2,
        "Hills & Sheep: tokens of 4 sheep in the flock of the shepherd on this tile (0 to 2).",
    ),
];

/// A shepherd standing on the board and its flock, as the move has left them so far.
#[derive(Debug, Clone, Copy)]
pub struct Flock {
    /// The shepherd.
    pub shepherd: PieceRef,
    /// Its tokens of 1, 2, 3 and 4 sheep.
    pub tokens: [u32; 4],
}

impl Flock {
    /// How many sheep it has.
    pub fn sheep(&self) -> u32 {
        self.tokens.iter().zip(1..).map(|(n, s)| n * s).sum::<u32>()
    }
}

/// A tile's token count under `key` as the move has left it so far: the last value the move
/// set, or the position's (none: 0).
pub fn tokens_on(setup: &Setup, so_far: Option<&MoveVerdict>, tile: usize, key: &str) -> u32 {
    so_far
        .and_then(|v| {
            v.tile_states()
                .filter(|&(t, k, _)| t == tile && k == key)
                .last()
                .map(|(_, _, n)| n)
        })
        .or_else(|| setup.tiles.get(tile)?.state.get(key))
        .unwrap_or(0)
}

/// The pieces the move has taken off their places so far.
fn gone(so_far: Option<&MoveVerdict>) -> Vec<PieceAddress> {
    so_far.map_or_else(Vec::new, MoveVerdict::taken_off)
}

/// The shepherds standing (in the order of the pieces) and their flocks, as the move has left
/// them so far (`so_far`, when judging a move).
pub fn flocks(setup: &Setup, index: &PieceIndex, so_far: Option<&MoveVerdict>) -> Vec<Flock> {
    let gone = gone(so_far);
    index
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::Shepherd && !gone.contains(&p.address()))
        .map(|&shepherd| Flock {
            shepherd,
            tokens: SHEEP.map(|d| tokens_on(setup, so_far, shepherd.tile, d.key)),
        })
        .collect()
}

/// The tokens in the bag, in its order (tokens of 1, 2, 3, 4 sheep, then the wolves): the box's
/// less those lying in `flocks` (none fewer than none).
pub fn bag(flocks: &[Flock]) -> Vec<&'static str> {
    let mut out = Vec::new();
    for (i, &(word, _, count)) in TOKENS.iter().enumerate() {
        let lying: u32 = flocks
            .iter()
            .map(|f| f.tokens.get(i).copied().unwrap_or(0))
            .sum();
        out.extend(std::iter::repeat_n(
            word,
            count.saturating_sub(lying) as usize,
        ));
    }
    out
}

/// The tokens lying in flocks beyond what the box holds, by word.
pub fn overdrawn(flocks: &[Flock]) -> Vec<(&'static str, u32, u32)> {
    TOKENS
        .iter()
        .enumerate()
        .filter_map(|(i, &(word, _, count))| {
            let lying: u32 = flocks
                .iter()
                .map(|f| f.tokens.get(i).copied().unwrap_or(0))
                .sum();
            (lying > count).then_some((word, lying, count))
        })
        .collect()
}

/// Whether field `group` is still open: one of its parts touches a side of its tile with no
/// tile beyond it (a field inside a tile, touching no side, is closed).
pub fn open(board: &Board, group: GroupId) -> bool {
    board.group(group).parts.iter().any(|part| {
        let placed = &board.tiles[part.tile];
        let f = &placed.tile().features[part.feature];
        f.halves
            .iter()
            .map(|h| h.rotate(placed.rot).edge())
            .chain(f.edges.iter().map(|e| e.rotate(placed.rot)))
            .any(|e| !board.occupied(placed.pos.step(e)))
    })
}

/// Whether field `group` has a part on tile `tile`.
pub fn extends(board: &Board, group: GroupId, tile: usize) -> bool {
    board.group(group).tiles.contains(&tile)
}

/// Every shepherd of `flocks` in field `group` goes home and its sheep back to the bag,
/// citing `rule`.
pub fn send_home(flocks: &[Flock], group: GroupId, rule: &'static str, verdict: &mut MoveVerdict) {
    for f in flocks.iter().filter(|f| f.shepherd.group == group) {
        verdict.push(Effect::home(&f.shepherd, rule));
        empty(f, verdict);
    }
}

/// The tokens of a flock back to the bag.
pub fn empty(f: &Flock, verdict: &mut MoveVerdict) {
    for (d, &n) in SHEEP.iter().zip(&f.tokens) {
        if n > 0 {
            verdict.push(Effect::TileState {
                tile: f.shepherd.tile,
                key: d.key,
                value: 0,
            });
        }
    }
}

/// Field `group`'s flocks driven to the stable: every player with a shepherd there scores
/// the sheep of all of them (once per player), then the shepherds go home and the sheep back
/// to the bag, citing `rule`.
pub fn score(flocks: &[Flock], group: GroupId, rule: &'static str, verdict: &mut MoveVerdict) {
    let there: Vec<&Flock> = flocks
        .iter()
        .filter(|f| f.shepherd.group == group)
        .collect();
    let total: u32 = there.iter().map(|f| f.sheep()).sum();
    let mut scored: Vec<PlayerId> = Vec::new();
    for f in &there {
        if !scored.contains(&f.shepherd.owner) {
            scored.push(f.shepherd.owner);
            verdict.push(Effect::Points {
                player: f.shepherd.owner,
                points: i64::from(total),
                rule,
            });
        }
    }
    send_home(flocks, group, rule, verdict);
}

/// A token added to a flock.
pub fn add(f: &Flock, word: &str, verdict: &mut MoveVerdict) {
    if let Some(i) = TOKENS.iter().position(|&(w, _, _)| w == word) {
        if let (Some(d), Some(n)) = (SHEEP.get(i), f.tokens.get(i)) {
            verdict.push(Effect::TileState {
                tile: f.shepherd.tile,
                key: d.key,
                value: n + 1,
            });
        }
    }
}

/// The fields with shepherds that are closed, but those of `except`: each driven to the
/// stable (`hs.flock.closed`), whoever's shepherds they are.
pub fn settle_closed(
    setup: &Setup,
    board: &Board,
    index: &PieceIndex,
    except: &[GroupId],
    verdict: &mut MoveVerdict,
) {
    loop {
        let now = flocks(setup, index, Some(verdict));
        let Some(closed) = now
            .iter()
            .map(|f| f.shepherd.group)
            .find(|&g| !except.contains(&g) && !open(board, g))
        else {
            return;
        };
        verdict.rules.push(rule::HS_FLOCK_CLOSED);
        score(&now, closed, rule::HS_FLOCK_CLOSED, verdict);
    }
}
