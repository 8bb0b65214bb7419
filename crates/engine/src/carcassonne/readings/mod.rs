//! Unclear readings: a transcription that leaves tiles (several pictures after `seen` or
//! `rot: auto`) or pieces (a `feature` written as a list of alternatives) open is judged in
//! every legal reading.
//!
//! Two ways, both exact; [`judge`] takes the one that validates and scores fewer whole boards.
//!
//! **Every reading one by one** (`exhaustive.rs`, [`judge_every_reading`]). The open tiles are read depth first, a
//! picture that does not fit an open neighbour already read (or on which a piece stands on no
//! feature) never extended. When the readings of the whole board found that way are at most
//! [`exhaustive_budget`] (a few thousand; fewer on a large board, the cost being evaluations
//! times tiles), each can be validated and scored exactly as a position file written that way
//! would be, and the verdict is read off the list. Nothing is inferred: "the same totals"
//! then holds for every legal reading of the whole position.
//!
//! **Clusters** (`clusters.rs`, [`clusters()`]), the way beyond that budget, and the cheaper one whenever the
//! clusters' readings are fewer. The choices are sorted into clusters that no
//! reading lets interact: two open choices are judged apart only when no reading lets them
//! share a feature a piece may stand on, a city a field with a piece may touch (with the
//! first edition's farmers, the cities its fields share), an edge (neighbouring open tiles
//! are always judged together) or the river's course. Each cluster's readings are then
//! tried one by one, the rest of the board held at a reading with the fewest errors, and
//! the clusters are combined through the box (a copy one cluster takes is missing for
//! another: a small dynamic programme over the copies used and the points gained).
//!
//! **Why the clusters may be judged apart (the soundness argument).** Every feature of every
//! reading lies within one group of the *upper graph* (which joins every slot some picture
//! joins), and what a feature gives each player, or whether it breaks a rule, depends only
//! on the tiles and pieces within it, and for a field also on the cities it touches. A
//! feature with no piece gives nothing and breaks nothing. So every feature that scores or
//! is illegal depends on one cluster's reading at most, every edge's fit likewise, and the
//! totals of a whole-board reading are the held reading's plus each cluster's gain over it;
//! it is legal exactly when each cluster's part is. Nothing is said about a reading not
//! judged: the reading shown is the held one, which must be among those judged, or the
//! judge declines. The clusters are checked against brute force by
//! `tests/readings_differential.rs`, with the first way turned off (`judge_with(.., 0)`),
//! and a mutant that judges every choice apart is caught there.
//!
//! **Branching** (`branch.rs`). A cluster of more than `BRANCH_AT` readings is read one
//! choice at a time where that is cheaper: with the choice read one way, the clusters are
//! sorted again (the rest may split), each part gets a held reading of its own with the
//! fewest errors, and the union over the choice's options is exactly the cluster's readings.
//!
//! What is left is bounded in real cost: the clusters' readings together at most
//! [`cluster_budget`] (evaluations times tiles), at most `EVALUATION_LIMIT` whole-board
//! evaluations and `STATE_LIMIT` combinations of copies and totals; past that arbiter
//! declines, naming the choices of the cluster concerned. A choice is decisive when the
//! totals its readings leave possible differ, the whole board and the box taken into
//! account (a copy one tile takes is missing for another, so a tile in a cluster of its own
//! can be decisive too).

mod branch;
mod clusters;
mod exhaustive;
mod slots;

pub use clusters::{budget as cluster_budget, clusters};
pub use exhaustive::budget as exhaustive_budget;

use arbiter_ids::rule;
use std::collections::{HashMap, HashSet};

use super::catalogue::{Catalogue, TileDefId};
use super::legality::placement::copies_allowed;
use super::pieces::Locator;
use super::position::Position;
use super::problem::Severity;
use super::scoring::end_game;
use super::setup::Setup;
use super::transcription::Candidate;

/// Combinations of copies used and totals the clusters may reach together before arbiter
/// declines to judge them.
pub(crate) const STATE_LIMIT: usize = 100_000;

/// Something the transcription left open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// Tile entry `tile` shows one of these pictures (the setup holds the first).
    Tile {
        /// The tile entry.
        tile: usize,
        /// Its possible ids and turns.
        options: Vec<Candidate>,
    },
    /// Piece `piece` of tile entry `tile` stands on one of these features (the setup holds
    /// the first).
    Piece {
        /// The tile entry.
        tile: usize,
        /// The piece's index on it.
        piece: usize,
        /// Its possible places, as seen on the table.
        options: Vec<Locator>,
    },
}

impl Choice {
    /// How many readings the choice has.
    pub fn len(&self) -> usize {
        match self {
            Choice::Tile { options, .. } => options.len(),
            Choice::Piece { options, .. } => options.len(),
        }
    }

    /// Whether it has no reading at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The tile entry it is about.
    pub fn tile(&self) -> usize {
        match self {
            Choice::Tile { tile, .. } | Choice::Piece { tile, .. } => *tile,
        }
    }
}

/// What the readings say together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every reading judged gives the same verdict and the same totals.
    Same,
    /// The readings give different totals.
    Differ {
        /// The choices (indexes into the list judged) whose reading changes the totals.
        decisive: Vec<usize>,
        /// For each decisive choice (same order), the readings of it some judged reading
        /// uses (indexes into its options).
        readings: Vec<Vec<usize>>,
        /// For each decisive choice and each of its readings in `readings` (same order),
        /// each player's lowest and highest total when the choice is read that way; empty
        /// for a choice that changes the totals only together with others of its group.
        totals: Vec<Vec<Vec<(i64, i64)>>>,
        /// Each player's lowest and highest total (track plus end-game points).
        ranges: Vec<(i64, i64)>,
    },
    /// Too many readings to judge.
    TooMany {
        /// The choices that depend on each other.
        choices: Vec<usize>,
        /// How many readings they have, saturating: `u128::MAX` means at least that many.
        readings: u128,
    },
}

/// The judgement of an unclear transcription.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// One reading: a legal one when there is one (the one to show).
    pub reading: Setup,
    /// Whether only legal readings were judged (false: no reading is legal, and every
    /// reading was judged for its totals).
    pub legal: bool,
    /// When no reading is legal and every reading breaks the same rules at the same places,
    /// none of them an open tile, a piece on one or a neighbour of one: those rules. The
    /// position itself breaks them, whatever the reading (`check` shows where). Empty
    /// otherwise.
    pub broken: Vec<&'static str>,
    /// What the readings say.
    pub verdict: Verdict,
}

/// The setup with choice `k` read as option `picks[k]`; None when a piece (or a feature
/// part's state) names no feature of its tile's picture.
pub fn reading(setup: &Setup, choices: &[Choice], picks: &[usize]) -> Option<Setup> {
    apply(setup, choices, picks)
}

fn apply(setup: &Setup, choices: &[Choice], picks: &[usize]) -> Option<Setup> {
    let mut out = setup.clone();
    let mut touched = Vec::new();
    for (c, &k) in choices.iter().zip(picks) {
        match c {
            Choice::Tile { tile, options } => {
                let t = out.tiles.get_mut(*tile)?;
                (t.def, t.rot) = *options.get(k)?;
                touched.push(*tile);
            }
            Choice::Piece {
                tile,
                piece,
                options,
            } => {
                let p = out.tiles.get_mut(*tile)?.pieces.get_mut(*piece)?;
                p.locator = *options.get(k)?;
                touched.push(*tile);
            }
        }
    }
    let cat = Catalogue::get();
    for i in touched {
        let t = &mut out.tiles[i];
        let def = cat.tile(t.def);
        for p in &mut t.pieces {
            p.feature = p.locator.resolve(def, t.rot)?;
        }
        // Per-feature state stays on the part its locator names on the table.
        for v in &mut t.features.0 {
            v.feature = v.locator.resolve(def, t.rot)?;
        }
    }
    Some(out)
}

/// One reading's result: legal (leaving the box's copies aside), and the end-game points.
fn evaluate(setup: Setup) -> (usize, Vec<i64>) {
    let position = Position::validate(setup);
    let errors = position
        .problems()
        .iter()
        .filter(|p| p.severity == Severity::Error && p.rule != rule::BASE_TILE_SUPPLY)
        .count();
    (errors, end_game(&position).final_points)
}

/// Whole-board readings arbiter evaluates (validates and scores) before it declines to
/// judge.
pub(crate) const EVALUATION_LIMIT: usize = 20_000;

/// One group's readings: the copies they take of each open tile type, and the points they
/// gain over the group's held reading (per player).
type Reached = Vec<(Vec<u32>, Vec<i64>)>;

/// Out of budget: the choices being judged when it ran out.
struct OutOfBudget(Vec<usize>);

/// The state of one judgement.
struct Judge<'a> {
    setup: &'a Setup,
    choices: &'a [Choice],
    /// Open tile types, the copies the box allows, the copies the rest of the board takes.
    types: Vec<TileDefId>,
    limits: Vec<u32>,
    base_usage: Vec<u32>,
    /// Whole-board readings evaluated so far, by picks: errors and end-game points.
    memo: HashMap<Vec<usize>, Option<(usize, Vec<i64>)>>,
}

impl Judge<'_> {
    /// The errors and points of one whole-board reading (None: a piece names no feature).
    fn eval(&mut self, picks: &[usize]) -> Result<Option<(usize, Vec<i64>)>, OutOfBudget> {
        if let Some(r) = self.memo.get(picks) {
            return Ok(r.clone());
        }
        if self.memo.len() >= EVALUATION_LIMIT {
            return Err(OutOfBudget(Vec::new()));
        }
        let r = apply(self.setup, self.choices, picks).map(evaluate);
        self.memo.insert(picks.to_vec(), r.clone());
        Ok(r)
    }

    /// The copies tile choice `c` takes as option `k`.
    fn usage_of(&self, c: usize, k: usize) -> Vec<u32> {
        let mut u = vec![0u32; self.types.len()];
        if let Choice::Tile { options, .. } = &self.choices[c] {
            if let Some(x) = self.types.iter().position(|&t| t == options[k].0) {
                u[x] = 1;
            }
        }
        u
    }

    fn fits_box(&self, u: &[u32]) -> bool {
        u.iter()
            .zip(&self.base_usage)
            .zip(&self.limits)
            .all(|((a, b), l)| a + b <= *l)
    }

    /// The sums of one entry of each part (independent groups), within the box.
    fn sum(&self, parts: &[Reached], set: &[usize]) -> Result<Reached, OutOfBudget> {
        let zero = vec![0; self.setup.players.len()];
        let mut states: HashSet<(Vec<u32>, Vec<i64>)> = HashSet::new();
        states.insert((vec![0; self.types.len()], zero));
        for part in parts {
            let mut next = HashSet::new();
            for (u, d) in &states {
                for (du, dd) in part {
                    let usage: Vec<u32> = u.iter().zip(du).map(|(a, b)| a + b).collect();
                    if !self.fits_box(&usage) {
                        continue;
                    }
                    let diff: Vec<i64> = d.iter().zip(dd).map(|(a, b)| a + b).collect();
                    next.insert((usage, diff));
                    if next.len() > STATE_LIMIT {
                        return Err(OutOfBudget(set.to_vec()));
                    }
                }
            }
            states = next;
        }
        let mut out: Reached = states.into_iter().collect();
        out.sort();
        Ok(out)
    }
}

/// Judges every reading of `choices` on `setup` (which holds the first option of each).
pub fn judge(setup: &Setup, choices: &[Choice]) -> Judgement {
    judge_with(setup, choices, exhaustive::budget(setup))
}

/// [`judge`], trying every reading one by one when at most `exhaustive` readings of the
/// whole board fit and that costs fewer evaluations than the clusters (0: never, so that the
/// clusters alone are used: the differential tests compare them with every reading).
pub fn judge_with(setup: &Setup, choices: &[Choice], exhaustive: usize) -> Judgement {
    let mut judge = Judge::new(setup, choices);
    let every = (exhaustive > 0)
        .then(|| exhaustive::fitting_readings(setup, choices, exhaustive))
        .flatten();
    // The clusters' argument holds only while every effect stays within one feature: with
    // an expansion in play whose effects reach further, every reading is tried one by one,
    // or arbiter declines.
    if !effects_stay_in_features(setup) {
        return every
            .and_then(|e| exhaustive::judge_every_reading(&judge, e))
            .unwrap_or_else(|| judge.too_many(Vec::new()));
    }
    let plan = clusters::plan(setup, choices, clusters::budget(setup));
    // Both ways are exact: the one that evaluates fewer whole boards is taken.
    let cheaper = match (&every, &plan) {
        (Some(every), Ok(plan)) => every.len() <= clusters::cost(plan),
        (Some(_), Err(_)) => true,
        (None, _) => false,
    };
    if cheaper {
        if let Some(judgement) = every.and_then(|e| exhaustive::judge_every_reading(&judge, e)) {
            return judgement;
        }
    }
    match plan.and_then(|p| judge.judge_in_clusters(p, branch::BRANCH_AT)) {
        Ok(judgement) => judgement,
        Err(e) => judge.too_many(e.0),
    }
}

/// Whether every expansion in play keeps its effects within one feature
/// ([`Locality::Feature`](super::tables::Locality::Feature)), so that the choices may be
/// judged in clusters.
pub(crate) fn effects_stay_in_features(setup: &Setup) -> bool {
    super::variants::Expansion::all()
        .filter(|&e| setup.rules.has(e))
        .all(|e| e.def().locality == super::tables::Locality::Feature)
}

/// The clusters alone, a cluster of more than `branch_at` readings read one choice at a time
/// where that is cheaper ([`judge_with`] with no way of trying every reading uses
/// `BRANCH_AT`; the differential tests use small values, so that reading one choice at a
/// time is held to brute force too).
pub fn judge_in_clusters(setup: &Setup, choices: &[Choice], branch_at: usize) -> Judgement {
    let mut judge = Judge::new(setup, choices);
    // The clusters' argument needs every effect to stay within one feature (as in
    // [`judge_with`]): otherwise they decline.
    if !effects_stay_in_features(setup) {
        return judge.too_many(Vec::new());
    }
    match clusters::plan(setup, choices, clusters::budget(setup))
        .and_then(|p| judge.judge_in_clusters(p, branch_at))
    {
        Ok(judgement) => judgement,
        Err(e) => judge.too_many(e.0),
    }
}

/// Every reading tried one by one, when at most `limit` readings of the whole board fit;
/// None when more do (or none of them is a position). [`judge`] takes this way when it is
/// the cheaper; the differential tests hold each way to brute force on its own.
pub fn judge_every_reading(setup: &Setup, choices: &[Choice], limit: usize) -> Option<Judgement> {
    let judge = Judge::new(setup, choices);
    let every = exhaustive::fitting_readings(setup, choices, limit)?;
    exhaustive::judge_every_reading(&judge, every)
}

/// Readings of one choice (indexes into its options), each with every player's lowest and
/// highest total when the choice is read that way (empty when unknown on its own).
type ReadingTotals = Vec<(usize, Vec<(i64, i64)>)>;

/// Each player's lowest and highest total (track, plus the held reading's points `base`,
/// plus a reading's gain over them) over the gains `diffs` some readings reach.
fn total_ranges(track: &[i64], base: &[i64], diffs: &[Vec<i64>]) -> Vec<(i64, i64)> {
    (0..base.len())
        .map(|p| {
            let total = |d: &Vec<i64>| track[p] + base[p] + d[p];
            let lo = diffs.iter().map(total).min().unwrap_or(0);
            let hi = diffs.iter().map(total).max().unwrap_or(0);
            (lo, hi)
        })
        .collect()
}

/// The product of the choices' readings (saturating).
fn readings_of(choices: &[Choice], set: &[usize]) -> u128 {
    set.iter()
        .fold(1u128, |p, &c| p.saturating_mul(choices[c].len() as u128))
}

impl<'a> Judge<'a> {
    fn new(setup: &'a Setup, choices: &'a [Choice]) -> Judge<'a> {
        let cat = Catalogue::get();
        let mut types: Vec<TileDefId> = Vec::new();
        for c in choices {
            if let Choice::Tile { options, .. } = c {
                for o in options {
                    if !types.contains(&o.0) {
                        types.push(o.0);
                    }
                }
            }
        }
        let limits: Vec<u32> = types
            .iter()
            .map(|&d| copies_allowed(cat.tile(d), &setup.rules))
            .collect();
        let open_tiles = slots::tile_choices(choices);
        let mut base_usage = vec![0u32; types.len()];
        for (i, d) in setup.tiles_used().enumerate() {
            if i < setup.tiles.len() && open_tiles.contains_key(&i) {
                continue;
            }
            if let Some(x) = types.iter().position(|&t| t == d) {
                base_usage[x] += 1;
            }
        }
        Judge {
            setup,
            choices,
            types,
            limits,
            base_usage,
            memo: HashMap::new(),
        }
    }

    /// The judgement when the choices of `set` (empty: all) have too many readings.
    fn too_many(&self, set: Vec<usize>) -> Judgement {
        let held = vec![0; self.choices.len()];
        let set = if set.is_empty() {
            (0..self.choices.len()).collect()
        } else {
            set
        };
        Judgement {
            reading: apply(self.setup, self.choices, &held).unwrap_or_else(|| self.setup.clone()),
            legal: false,
            broken: Vec::new(),
            verdict: Verdict::TooMany {
                readings: readings_of(self.choices, &set),
                choices: set,
            },
        }
    }

    /// The options (of those given, each replacing part `at`) that leave some total
    /// possible, with each player's range of totals under each, when the totals they leave
    /// possible differ; None when they agree. `base` is the held reading's points.
    fn differing(
        &self,
        parts: &[Reached],
        at: usize,
        options: Vec<(usize, Reached)>,
        base: &[i64],
    ) -> Result<Option<ReadingTotals>, OutOfBudget> {
        let all: Vec<usize> = (0..self.choices.len()).collect();
        let mut parts = parts.to_vec();
        let mut by_option: Vec<(usize, Vec<Vec<i64>>)> = Vec::new();
        for (k, part) in options {
            parts[at] = part;
            let mut totals: Vec<Vec<i64>> = self
                .sum(&parts, &all)?
                .into_iter()
                .map(|(_, d)| d)
                .collect();
            totals.sort();
            totals.dedup();
            if !totals.is_empty() {
                by_option.push((k, totals));
            }
        }
        let differ = by_option.iter().any(|(_, t)| *t != by_option[0].1);
        let track = &self.setup.track;
        Ok(differ.then(|| {
            by_option
                .into_iter()
                .map(|(k, totals)| (k, total_ranges(track, base, &totals)))
                .collect()
        }))
    }
}
