//! Unclear readings: a transcription that leaves tiles (several pictures after `seen` or
//! `rot: auto`) or pieces (a `feature` written as a list of alternatives) open is judged in
//! every legal reading.
//!
//! Trying every combination would cost the product of the choices (two million readings for
//! twenty look-alike tiles), so the choices are first sorted:
//!
//! 1. **Inert tiles.** Every feature part is given by its *slots* (the edges, half-edges and
//!    inner places it covers). The *lower graph* joins the slots every reading of every tile
//!    joins, and the matching slots of neighbouring tiles. A tile whose every reading only
//!    joins slots the lower graph already connects, and carries the same pennants,
//!    cathedrals, inns, goods and field-to-city contacts onto the same lower groups, gives
//!    the same groups in every reading of the whole board: its reading changes nothing
//!    but the copies it takes from the box.
//! 2. **Independent groups of choices.** The *upper graph* joins every slot some reading
//!    joins. A feature can only score (or be illegal) where a piece may stand; a field with a
//!    piece also reaches the cities it may touch. Choices that reach no common such region,
//!    and no common edge their readings turn differently, cannot affect each other: each
//!    group is tried on its own, the others held at one reading, and the totals add up.
//! 3. **The box.** Copies of a tile bind the groups together: the groups' readings are
//!    combined by the copies each takes (a small dynamic programme over the copies used and
//!    the points gained).
//!
//! What is left is bounded: a group of more than [`GROUP_LIMIT`] readings, or more than
//! [`STATE_LIMIT`] combinations of copies and totals, is not judged (the caller names it).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::catalogue::{Catalogue, EdgeKind, FeatureDef, FeatureKind, TileDefId};
use super::geometry::{Edge, Pos};
use super::legality::placement::copies_allowed;
use super::pieces::Locator;
use super::position::Position;
use super::problem::Severity;
use super::scoring::end_game;
use super::setup::Setup;
use super::transcription::{table_edges, Candidate};

/// Readings one group of dependent choices may have before arbiter declines to judge it.
pub const GROUP_LIMIT: usize = 4096;

/// Combinations of copies used and totals the groups may reach together before arbiter
/// declines to judge them.
pub const STATE_LIMIT: usize = 100_000;

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
        /// Each player's lowest and highest total (track plus end-game points).
        ranges: Vec<(i64, i64)>,
    },
    /// Too many readings to judge.
    TooMany {
        /// The choices that depend on each other.
        choices: Vec<usize>,
        /// How many readings they have (saturating).
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
    /// What the readings say.
    pub verdict: Verdict,
}

/// Slots of a tile: 4 edges, 8 half-edges, then one inner place per feature kind.
const INNER: usize = 12;

fn slots() -> usize {
    INNER + FeatureKind::ALL.len()
}

fn kind_index(k: FeatureKind) -> usize {
    FeatureKind::ALL.iter().position(|&x| x == k).unwrap_or(0)
}

/// The board slots feature `f` of a tile turned by `rot` covers.
fn feature_slots(f: &FeatureDef, rot: super::geometry::Rotation) -> Vec<usize> {
    let mut out: Vec<usize> = f.edges.iter().map(|e| e.rotate(rot).index()).collect();
    out.extend(f.halves.iter().map(|h| 4 + h.rotate(rot).index()));
    if f.inner || out.is_empty() {
        out.push(INNER + kind_index(f.kind));
    }
    out
}

/// The slot a locator names.
fn locator_slot(l: Locator) -> usize {
    match l {
        Locator::Edge(_, e) => e.index(),
        Locator::Half(_, h) => 4 + h.index(),
        Locator::Inner(k) => INNER + kind_index(k),
    }
}

struct UnionFind(Vec<usize>);

impl UnionFind {
    fn new(n: usize) -> UnionFind {
        UnionFind((0..n).collect())
    }
    fn find(&mut self, mut x: usize) -> usize {
        while self.0[x] != x {
            self.0[x] = self.0[self.0[x]];
            x = self.0[x];
        }
        x
    }
    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a] = b;
        }
    }
}

/// Each tile's possible pictures: its options when open, else the one written.
fn pictures(setup: &Setup, choices: &[Choice]) -> Vec<Vec<Candidate>> {
    let mut out: Vec<Vec<Candidate>> = setup.tiles.iter().map(|t| vec![(t.def, t.rot)]).collect();
    for c in choices {
        if let Choice::Tile { tile, options } = c {
            if let Some(slot) = out.get_mut(*tile) {
                slot.clone_from(options);
            }
        }
    }
    out
}

/// The slot graph of the board: `all` true joins what some picture of each tile joins (the
/// upper graph), false what every picture joins (the lower graph).
fn graph(setup: &Setup, pics: &[Vec<Candidate>], all: bool) -> UnionFind {
    let cat = Catalogue::get();
    let s = slots();
    let mut uf = UnionFind::new(setup.tiles.len() * s);
    let mut at: HashMap<Pos, usize> = HashMap::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        at.entry(t.pos).or_insert(i);
    }
    for (i, p) in pics.iter().enumerate() {
        // Slot labels per picture: the feature covering it.
        let labels: Vec<Vec<Option<usize>>> = p
            .iter()
            .map(|&(d, r)| {
                let mut l = vec![None; s];
                for (fi, f) in cat.tile(d).features.iter().enumerate() {
                    for x in feature_slots(f, r) {
                        l[x] = Some(fi);
                    }
                }
                l
            })
            .collect();
        for a in 0..s {
            for b in a + 1..s {
                let joined = |l: &Vec<Option<usize>>| l[a].is_some() && l[a] == l[b];
                let join = if all {
                    labels.iter().any(joined)
                } else {
                    labels.iter().all(joined)
                };
                if join {
                    uf.union(i * s + a, i * s + b);
                }
            }
        }
    }
    for (i, t) in setup.tiles.iter().enumerate() {
        if at.get(&t.pos) != Some(&i) {
            continue;
        }
        for e in [Edge::E, Edge::S] {
            let Some(&j) = at.get(&t.pos.step(e)) else {
                continue;
            };
            let back = e.opposite();
            let kinds = |k: &Vec<Candidate>, e: Edge| -> Vec<EdgeKind> {
                k.iter().map(|&c| table_edges(c)[e.index()]).collect()
            };
            let (mine, theirs) = (kinds(&pics[i], e), kinds(&pics[j], back));
            let join = if all {
                mine.iter().any(|k| theirs.contains(k))
            } else {
                mine.iter().chain(&theirs).all(|k| *k == mine[0])
            };
            if !join {
                continue;
            }
            uf.union(i * s + e.index(), j * s + back.index());
            for h in e.halves() {
                uf.union(i * s + 4 + h.index(), j * s + 4 + h.facing().index());
            }
        }
    }
    uf
}

/// What a picture puts onto the groups of `uf`: per group root, the pennants, cathedrals,
/// inns and goods, the kinds present, and the field-to-city contacts.
fn signature(uf: &mut UnionFind, tile: usize, (d, r): Candidate) -> BTreeSet<(usize, usize, u32)> {
    let s = slots();
    let t = Catalogue::get().tile(d);
    let mut sums: BTreeMap<(usize, usize), u32> = BTreeMap::new();
    let mut out = BTreeSet::new();
    for f in &t.features {
        let root = uf.find(tile * s + feature_slots(f, r)[0]);
        out.insert((root, 100 + kind_index(f.kind), 0));
        *sums.entry((root, 0)).or_default() += u32::from(f.pennants);
        *sums.entry((root, 1)).or_default() += u32::from(f.cathedral);
        *sums.entry((root, 2)).or_default() += u32::from(f.inn);
        if let Some(g) = f.good {
            *sums.entry((root, 3 + g.index())).or_default() += 1;
        }
        for &c in &f.cities {
            let city = uf.find(tile * s + feature_slots(&t.features[c], r)[0]);
            out.insert((root, 1000 + city, 0));
        }
    }
    out.extend(sums.into_iter().map(|((root, k), n)| (root, k, n)));
    out
}

/// Whether every picture of open tile `tile` gives the same groups of the lower graph.
fn inert(uf: &mut UnionFind, tile: usize, options: &[Candidate]) -> bool {
    let s = slots();
    let cat = Catalogue::get();
    let connected = options.iter().all(|&(d, r)| {
        cat.tile(d).features.iter().all(|f| {
            let sl = feature_slots(f, r);
            let first = uf.find(tile * s + sl[0]);
            sl.iter().all(|&x| uf.find(tile * s + x) == first)
        })
    });
    if !connected {
        return false;
    }
    let first = signature(uf, tile, options[0]);
    options[1..]
        .iter()
        .all(|&c| signature(uf, tile, c) == first)
}

/// The setup with choice `k` read as option `picks[k]`; None when a piece names no feature
/// of its tile's picture.
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
    }
    Some(out)
}

/// One reading's result: legal (leaving the box's copies aside), and the end-game points.
fn evaluate(setup: Setup) -> (usize, Vec<i64>) {
    let position = Position::validate(setup);
    let errors = position
        .problems()
        .iter()
        .filter(|p| p.severity == Severity::Error && p.rule != "base.tile.supply")
        .count();
    (errors, end_game(&position).final_points)
}

/// One reading of a group: the options picked (by the group's members), the errors, the
/// points gained over the held reading, and the copies it takes of each open tile type.
struct Tried {
    picks: Vec<usize>,
    errors: usize,
    diff: Vec<i64>,
    usage: Vec<u32>,
}

/// Every reading of the choices `members` (indexes into `choices`), the others held at
/// `held`; neighbouring open tiles must fit.
fn try_group(
    setup: &Setup,
    choices: &[Choice],
    members: &[usize],
    held: &[usize],
    base: &[i64],
    types: &[TileDefId],
) -> Vec<Tried> {
    let mut out = Vec::new();
    let mut picks = held.to_vec();
    let mut counter = vec![0usize; members.len()];
    let positions: HashMap<usize, Pos> = setup
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (i, t.pos))
        .collect();
    loop {
        for (m, &k) in members.iter().zip(&counter) {
            picks[*m] = k;
        }
        if fits(choices, members, &picks, &positions) {
            if let Some(s) = apply(setup, choices, &picks) {
                let mut usage = vec![0u32; types.len()];
                for &m in members {
                    if let Choice::Tile { options, .. } = &choices[m] {
                        let d = options[picks[m]].0;
                        if let Some(x) = types.iter().position(|&t| t == d) {
                            usage[x] += 1;
                        }
                    }
                }
                let (errors, points) = evaluate(s);
                out.push(Tried {
                    picks: members.iter().map(|&m| picks[m]).collect(),
                    errors,
                    diff: points.iter().zip(base).map(|(p, b)| p - b).collect(),
                    usage,
                });
            }
        }
        // Next combination (odometer).
        let mut k = 0;
        loop {
            if k == members.len() {
                return out;
            }
            counter[k] += 1;
            if counter[k] < choices[members[k]].len() {
                break;
            }
            counter[k] = 0;
            k += 1;
        }
    }
}

/// Whether the open tiles among `members` fit each other as picked.
fn fits(choices: &[Choice], members: &[usize], picks: &[usize], at: &HashMap<usize, Pos>) -> bool {
    let tiles: Vec<(Pos, Candidate)> = members
        .iter()
        .filter_map(|&m| match &choices[m] {
            Choice::Tile { tile, options } => Some((at[tile], options[picks[m]])),
            Choice::Piece { .. } => None,
        })
        .collect();
    for (i, (p, a)) in tiles.iter().enumerate() {
        for (q, b) in &tiles[i + 1..] {
            for e in Edge::ALL {
                if p.step(e) == *q && table_edges(*a)[e.index()] != table_edges(*b)[e.opposite().index()] {
                    return false;
                }
            }
        }
    }
    true
}

/// Judges every reading of `choices` on `setup` (which holds the first option of each).
pub fn judge(setup: &Setup, choices: &[Choice]) -> Judgement {
    let cat = Catalogue::get();
    let s = slots();
    let pics = pictures(setup, choices);
    let mut lower = graph(setup, &pics, false);
    let mut upper = graph(setup, &pics, true);
    let n = choices.len();
    // 1. Inert tiles.
    let is_inert: Vec<bool> = choices
        .iter()
        .map(|c| match c {
            Choice::Tile { tile, options } => {
                let pieces_resolve = options.iter().all(|&(d, r)| {
                    setup.tiles[*tile]
                        .pieces
                        .iter()
                        .all(|p| p.locator.resolve(cat.tile(d), r).is_some())
                });
                let piece_open = choices.iter().any(
                    |o| matches!(o, Choice::Piece { tile: t, .. } if t == tile),
                );
                let edges: Vec<[EdgeKind; 4]> = options.iter().map(|&c| table_edges(c)).collect();
                let same_edges = edges.iter().all(|e| *e == edges[0]);
                same_edges && pieces_resolve && !piece_open && inert(&mut lower, *tile, options)
            }
            Choice::Piece { .. } => false,
        })
        .collect();
    // 2. Regions where something may score: upper groups a piece may stand on, a field's
    // joined with the cities it may touch.
    let mut live: HashSet<usize> = HashSet::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        for (k, p) in t.pieces.iter().enumerate() {
            let alternatives: Vec<Locator> = choices
                .iter()
                .find_map(|c| match c {
                    Choice::Piece {
                        tile,
                        piece,
                        options,
                    } if *tile == i && *piece == k => Some(options.clone()),
                    _ => None,
                })
                .unwrap_or_else(|| vec![p.locator]);
            for l in alternatives {
                live.insert(upper.find(i * s + locator_slot(l)));
            }
        }
    }
    let roots = setup.tiles.len() * s;
    let mut region = UnionFind::new(roots);
    for (i, p) in pics.iter().enumerate() {
        for &(d, r) in p {
            let t = cat.tile(d);
            for f in t.features.iter().filter(|f| !f.cities.is_empty()) {
                let field = upper.find(i * s + feature_slots(f, r)[0]);
                if !live.contains(&field) {
                    continue;
                }
                for &c in &f.cities {
                    let city = upper.find(i * s + feature_slots(&t.features[c], r)[0]);
                    region.union(field, city);
                }
            }
        }
    }
    let live_regions: HashSet<usize> = live.iter().map(|&r| region.find(r)).collect();
    // Which live regions each choice reaches.
    let reach: Vec<Vec<usize>> = choices
        .iter()
        .enumerate()
        .map(|(ci, c)| {
            if is_inert[ci] {
                return Vec::new();
            }
            let mut out: Vec<usize> = match c {
                Choice::Tile { tile, options } => options
                    .iter()
                    .flat_map(|&(d, r)| {
                        cat.tile(d)
                            .features
                            .iter()
                            .flat_map(move |f| feature_slots(f, r))
                    })
                    .map(|x| upper.find(tile * s + x))
                    .collect(),
                Choice::Piece { tile, options, .. } => options
                    .iter()
                    .map(|&l| upper.find(tile * s + locator_slot(l)))
                    .collect(),
            };
            for r in &mut out {
                *r = region.find(*r);
            }
            out.retain(|r| live_regions.contains(r));
            out.sort_unstable();
            out.dedup();
            out
        })
        .collect();
    let mut groups = UnionFind::new(n);
    let mut by_region: HashMap<usize, usize> = HashMap::new();
    for (ci, rs) in reach.iter().enumerate() {
        for r in rs {
            match by_region.get(r) {
                Some(&other) => groups.union(ci, other),
                None => {
                    by_region.insert(*r, ci);
                }
            }
        }
    }
    // A tile and the open pieces on it; neighbouring tiles whose edges may differ.
    let tile_choice: HashMap<usize, usize> = choices
        .iter()
        .enumerate()
        .filter_map(|(ci, c)| matches!(c, Choice::Tile { .. }).then(|| (c.tile(), ci)))
        .collect();
    for (ci, c) in choices.iter().enumerate() {
        if let (Choice::Piece { tile, .. }, Some(&t)) = (c, tile_choice.get(&c.tile())) {
            let _ = tile;
            groups.union(ci, t);
        }
    }
    let at: HashMap<Pos, usize> = setup
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect();
    for (&tile, &ci) in &tile_choice {
        let varies = |t: usize| {
            let e: Vec<[EdgeKind; 4]> = pics[t].iter().map(|&c| table_edges(c)).collect();
            e.iter().any(|x| *x != e[0])
        };
        for e in Edge::ALL {
            let Some(&j) = at.get(&setup.tiles[tile].pos.step(e)) else {
                continue;
            };
            if let Some(&cj) = tile_choice.get(&j) {
                if varies(tile) || varies(j) {
                    groups.union(ci, cj);
                }
            }
        }
    }
    let mut members: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for ci in 0..n {
        if !is_inert[ci] {
            members.entry(groups.find(ci)).or_default().push(ci);
        }
    }
    let members: Vec<Vec<usize>> = members.into_values().collect();
    // 3. The box: the open tile types, the copies the rest of the board takes.
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
    let mut base_usage = vec![0u32; types.len()];
    for (i, d) in setup.tiles_used().enumerate() {
        if i < setup.tiles.len() && tile_choice.contains_key(&i) {
            continue;
        }
        if let Some(x) = types.iter().position(|&t| t == d) {
            base_usage[x] += 1;
        }
    }
    // The held reading: the first options, tiles taking copies still in the box first.
    let mut held = vec![0usize; n];
    let mut taken = base_usage.clone();
    for (ci, c) in choices.iter().enumerate() {
        if let Choice::Tile { options, .. } = c {
            let x = |k: usize| types.iter().position(|&t| t == options[k].0).unwrap_or(0);
            let k = (0..options.len())
                .find(|&k| taken[x(k)] < limits[x(k)])
                .unwrap_or(0);
            held[ci] = k;
            taken[x(k)] += 1;
        }
    }
    for m in &members {
        let product = m
            .iter()
            .fold(1u128, |p, &ci| p.saturating_mul(choices[ci].len() as u128));
        if product > GROUP_LIMIT as u128 {
            return Judgement {
                reading: apply(setup, choices, &held).unwrap_or_else(|| setup.clone()),
                legal: false,
                verdict: Verdict::TooMany {
                    choices: m.clone(),
                    readings: product,
                },
            };
        }
    }
    let mut base_setup = apply(setup, choices, &held);
    let (mut base_errors, mut base) = base_setup
        .clone()
        .map_or((usize::MAX, Vec::new()), evaluate);
    let zero = vec![0; setup.players.len()];
    if base.is_empty() {
        base.clone_from(&zero);
    }
    let mut tried: Vec<Vec<Tried>> = members
        .iter()
        .map(|m| try_group(setup, choices, m, &held, &base, &types))
        .collect();
    if base_errors > 0 {
        // Hold each group at its reading with the fewest errors, and try again.
        for (m, t) in members.iter().zip(&tried) {
            if let Some(best) = t.iter().min_by_key(|t| t.errors) {
                for (ci, &k) in m.iter().zip(&best.picks) {
                    held[*ci] = k;
                }
            }
        }
        base_setup = apply(setup, choices, &held);
        (base_errors, base) = base_setup
            .clone()
            .map_or((usize::MAX, zero.clone()), evaluate);
        tried = members
            .iter()
            .map(|m| try_group(setup, choices, m, &held, &base, &types))
            .collect();
    }
    let legal = base_errors == 0;
    let reading = base_setup.unwrap_or_else(|| setup.clone());
    // The readings judged: the legal ones, or every one when none is legal.
    let mut legal = legal;
    if legal && tried.iter().all(|t| t.iter().any(|t| t.errors == 0)) {
        for t in &mut tried {
            t.retain(|t| t.errors == 0);
        }
    } else {
        legal = false;
    }
    // Inert tiles take copies and nothing else.
    let mut options: Vec<Vec<(Vec<u32>, Vec<i64>)>> = Vec::new();
    for t in &tried {
        let mut set: Vec<(Vec<u32>, Vec<i64>)> =
            t.iter().map(|t| (t.usage.clone(), t.diff.clone())).collect();
        set.sort();
        set.dedup();
        options.push(set);
    }
    for (ci, c) in choices.iter().enumerate() {
        if let (true, Choice::Tile { options: o, .. }) = (is_inert[ci], c) {
            let mut set: Vec<(Vec<u32>, Vec<i64>)> = o
                .iter()
                .map(|c| {
                    let mut u = vec![0u32; types.len()];
                    if let Some(x) = types.iter().position(|&t| t == c.0) {
                        u[x] = 1;
                    }
                    (u, zero.clone())
                })
                .collect();
            set.sort();
            set.dedup();
            options.push(set);
        }
    }
    let reached = match combine(&options, &base_usage, &limits, &zero) {
        Some(r) if r.is_empty() => {
            // No reading fits the box: the supply problem is the position's own; judge the
            // totals without it.
            let no_limit = vec![u32::MAX; limits.len()];
            combine(&options, &base_usage, &no_limit, &zero)
        }
        r => r,
    };
    let Some(reached) = reached else {
        return Judgement {
            reading,
            legal,
            verdict: Verdict::TooMany {
                choices: (0..n).collect(),
                readings: choices
                    .iter()
                    .fold(1u128, |p, c| p.saturating_mul(c.len() as u128)),
            },
        };
    };
    if reached.is_empty() {
        return Judgement {
            reading,
            legal: false,
            verdict: Verdict::TooMany {
                choices: (0..n).collect(),
                readings: 0,
            },
        };
    }
    if reached.len() == 1 {
        return Judgement {
            reading,
            legal,
            verdict: Verdict::Same,
        };
    }
    let ranges: Vec<(i64, i64)> = (0..setup.players.len())
        .map(|p| {
            let total = |d: &Vec<i64>| setup.track[p] + base[p] + d[p];
            let lo = reached.iter().map(total).min().unwrap_or(0);
            let hi = reached.iter().map(total).max().unwrap_or(0);
            (lo, hi)
        })
        .collect();
    // The choices whose reading changes the totals.
    let mut decisive = Vec::new();
    let mut readings = Vec::new();
    for (m, t) in members.iter().zip(&tried) {
        let fits_box = |u: &Vec<u32>| {
            u.iter()
                .zip(&base_usage)
                .zip(&limits)
                .all(|((a, b), l)| a + b <= *l)
        };
        let t: Vec<&Tried> = t.iter().filter(|t| fits_box(&t.usage)).collect();
        let diffs: HashSet<&Vec<i64>> = t.iter().map(|t| &t.diff).collect();
        if diffs.len() < 2 {
            continue;
        }
        let mut found = Vec::new();
        for (k, &ci) in m.iter().enumerate() {
            let mut by_rest: HashMap<Vec<usize>, HashSet<&Vec<i64>>> = HashMap::new();
            for x in &t {
                let mut rest = x.picks.clone();
                rest.remove(k);
                by_rest.entry(rest).or_default().insert(&x.diff);
            }
            if by_rest.values().any(|d| d.len() > 1) {
                found.push((k, ci));
            }
        }
        if found.is_empty() {
            found = m.iter().copied().enumerate().collect();
        }
        for (k, ci) in found {
            let mut used: Vec<usize> = t.iter().map(|x| x.picks[k]).collect();
            used.sort_unstable();
            used.dedup();
            decisive.push(ci);
            readings.push(used);
        }
    }
    let order: Vec<usize> = {
        let mut o: Vec<usize> = (0..decisive.len()).collect();
        o.sort_by_key(|&i| decisive[i]);
        o
    };
    Judgement {
        reading,
        legal,
        verdict: Verdict::Differ {
            decisive: order.iter().map(|&i| decisive[i]).collect(),
            readings: order.iter().map(|&i| readings[i].clone()).collect(),
            ranges,
        },
    }
}

/// Every points vector the groups reach together within the box (None: too many to tell).
fn combine(
    options: &[Vec<(Vec<u32>, Vec<i64>)>],
    base_usage: &[u32],
    limits: &[u32],
    zero: &[i64],
) -> Option<Vec<Vec<i64>>> {
    let mut states: HashSet<(Vec<u32>, Vec<i64>)> = HashSet::new();
    states.insert((base_usage.to_vec(), zero.to_vec()));
    for set in options {
        let mut next = HashSet::new();
        for (u, d) in &states {
            for (du, dd) in set {
                let usage: Vec<u32> = u.iter().zip(du).map(|(a, b)| a + b).collect();
                if usage.iter().zip(limits).any(|(a, l)| a > l) {
                    continue;
                }
                let diff: Vec<i64> = d.iter().zip(dd).map(|(a, b)| a + b).collect();
                next.insert((usage, diff));
                if next.len() > STATE_LIMIT {
                    return None;
                }
            }
        }
        states = next;
    }
    let mut out: Vec<Vec<i64>> = states.into_iter().map(|(_, d)| d).collect();
    out.sort();
    out.dedup();
    Some(out)
}
