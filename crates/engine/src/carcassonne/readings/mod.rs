//! Unclear readings: a transcription that leaves tiles (several pictures after `seen` or
//! `rot: auto`) or pieces (a `feature` written as a list of alternatives) open is judged in
//! every legal reading.
//!
//! **First, every reading one by one** ([`exhaustive`]). The open tiles are read depth
//! first, a picture that does not fit an open neighbour already read (or on which a piece
//! stands on no feature) never extended. When the readings of the whole board found that
//! way are at most [`exhaustive_budget`] (a few thousand; fewer on a large board, the cost
//! being evaluations times tiles), each is validated and scored exactly as a position file
//! written that way would be, and the verdict is read off the list. Nothing is inferred, so
//! it is exact: "the same totals" then holds for every legal reading of the whole position.
//!
//! **Beyond that, groups.** Trying every combination would cost the product of the choices
//! (two million readings for twenty look-alike tiles), so the choices are sorted:
//!
//! 1. **Inert tiles.** Every feature part is given by its *slots* (the edges, half-edges and
//!    inner places it covers). The *lower graph* joins the slots every reading of every tile
//!    joins, and the matching slots of neighbouring tiles. A tile whose every reading only
//!    joins slots the lower graph already connects, and carries the same pennants,
//!    cathedrals, inns, goods and field-to-city contacts onto the same lower groups, gives
//!    the same groups in every reading of the whole board: its reading changes nothing
//!    but the copies it takes from the box.
//!    The lower graph is strengthened until nothing changes: two slots of an open tile are
//!    joined when each of its pictures, with what the rest of the board always joins,
//!    connects them. Inert tiles are then read one way and the rest is sorted again.
//! 2. **Independent groups of choices.** The *upper graph* joins every slot some reading
//!    joins. A reading changes a slot's *shape* (what it joins, the kinds present, the cities
//!    a field touches) or only its *contents* (pennants, cathedrals, inns, goods). A change
//!    matters only to an upper group a piece may stand on (a feature scores, or is illegal,
//!    only there); a change of a city's shape matters also to every farmed field that may
//!    touch it (a field counts the completed cities it touches, not what they hold). With the
//!    first edition's farmers the fields that touch one city share it, so a change of shape
//!    reaches the whole region of farmed fields joined with the cities they may touch.
//!    Choices that matter to no common group or region, and share no edge their readings
//!    turn differently, cannot affect each other: each group is tried on its own (the others
//!    held at one reading) and the totals add up. Every open river tile is in one group:
//!    whether the river turns back is judged along its whole course.
//! 3. **The box.** Copies of a tile bind the groups together: the groups' readings are
//!    combined by the copies each takes (a small dynamic programme over the copies used and
//!    the points gained).
//! 4. **Branching.** A group that does not split is read one choice at a time (the one with
//!    the most readings), each way, and what is left is sorted again (the choices outside
//!    the group read as held, as they are when its readings are scored); a group of at most 16
//!    readings is tried directly. Every whole-board reading is validated and scored once.
//!
//! **Why the groups may be judged apart (the soundness argument).** The end-game total is a
//! sum over features (and fields) of what each gives each player, and a reading is legal when
//! no feature, tile edge or river course breaks a rule. Two groups of choices are judged
//! apart only when no reading lets them share
//! - a feature a piece may stand on (its majority and its points: an upper group, which holds
//!   every feature any reading makes),
//! - a city a farmed field may touch (the field counts it when completed), or with the first
//!   edition's farmers a region of such fields and cities,
//! - an edge whose kinds their readings change (whether the tiles fit),
//! - the river's course,
//! - or a box's last copy (that one is not a reason to join them: the copies each reading
//!   takes are carried through the combination, step 3).
//!
//! Then every feature's points and legality depend on one group's reading at most, so a
//! whole-board reading is legal exactly when each group's part is, and its totals are the
//! held reading's plus each group's gain. The held reading must itself be a position whose
//! open tiles fit (it is moved to the fewest errors first), and it is the reading shown: when
//! it is not among the readings judged, or no reading was judged at, the judge says nothing
//! (too many readings) rather than something unproven. The grouped judgement is checked
//! against brute force by `tests/readings_differential.rs` with the first way turned off.
//!
//! What is left is bounded: more than [`EVALUATION_LIMIT`] whole-board readings, or more than
//! [`STATE_LIMIT`] combinations of copies and totals, are not judged (the caller names the
//! choices concerned). A choice is decisive when the totals its readings leave possible
//! differ, the whole board and the box taken into account (a copy one tile takes is missing
//! for another, so a tile in a group of its own, or an inert one, can be decisive too).

mod exhaustive;

pub use exhaustive::{budget as exhaustive_budget, EXHAUSTIVE_MAX, EXHAUSTIVE_WORK};

use arbiter_ids::rule;
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
use super::variants::FarmerRule;

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
    /// When no reading is legal and every reading breaks the same rules at the same places,
    /// none of them an open tile, a piece on one or a neighbour of one: those rules. The
    /// position itself breaks them, whatever the reading (`check` shows where). Empty
    /// otherwise.
    pub broken: Vec<&'static str>,
    /// What the readings say.
    pub verdict: Verdict,
}

/// What a picture puts onto the groups of a slot graph: (group root, what, how many).
type Signature = BTreeSet<(usize, usize, u32)>;

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

/// The slot graph of the board: `all` true joins what some picture of each tile joins (the
/// upper graph), false what every picture joins (the lower graph).
fn graph(setup: &Setup, pics: &[Vec<Candidate>], all: bool) -> UnionFind {
    graph_without(setup, pics, all, None)
}

/// [`graph`], leaving out the joins inside tile `without` (its slots are joined only to its
/// neighbours').
fn graph_without(
    setup: &Setup,
    pics: &[Vec<Candidate>],
    all: bool,
    without: Option<usize>,
) -> UnionFind {
    let cat = Catalogue::get();
    let s = slots();
    let mut uf = UnionFind::new(setup.tiles.len() * s);
    let mut at: HashMap<Pos, usize> = HashMap::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        at.entry(t.pos).or_insert(i);
    }
    for (i, p) in pics.iter().enumerate() {
        if Some(i) == without {
            continue;
        }
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

/// Strengthens the lower graph `lower` (what every reading joins) until nothing changes: two
/// slots of an open tile are joined when every picture of it, joined to what the rest of the
/// board joins in every reading, connects them (through the neighbours when not on the tile
/// itself). Every reading then connects them too.
fn strengthen(lower: &mut UnionFind, pics: &[Vec<Candidate>]) {
    let cat = Catalogue::get();
    let s = slots();
    loop {
        let mut changed = false;
        for (i, p) in pics.iter().enumerate().filter(|(_, p)| p.len() > 1) {
            // Per slot of the tile, its group in each picture.
            let mut keys: Vec<Vec<usize>> = vec![Vec::with_capacity(p.len()); s];
            for &(d, r) in p {
                let mut uf = UnionFind(lower.0.clone());
                for f in &cat.tile(d).features {
                    let sl = feature_slots(f, r);
                    for &x in &sl[1..] {
                        uf.union(i * s + sl[0], i * s + x);
                    }
                }
                for (x, k) in keys.iter_mut().enumerate() {
                    k.push(uf.find(i * s + x));
                }
            }
            for a in 0..s {
                for b in a + 1..s {
                    if keys[a] == keys[b] && lower.find(i * s + a) != lower.find(i * s + b) {
                        lower.union(i * s + a, i * s + b);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return;
        }
    }
}

/// Which slots of open tile `tile` are dead: whatever its reading joins them to, they add
/// nothing that scores. A slot is dead when, through the rest of the board in any reading
/// (`g`: the upper graph without the tile's own joins), no piece may stand on its feature,
/// no field with a piece may touch it (a city), and it may touch no city but those every
/// field part of the tile touches in every reading (a field).
fn dead_slots(
    setup: &Setup,
    pics: &[Vec<Candidate>],
    piece_slots: &[(usize, usize)],
    tile: usize,
) -> Vec<bool> {
    let s = slots();
    let cat = Catalogue::get();
    let mut g = graph_without(setup, pics, true, Some(tile));
    let with_piece: HashSet<usize> = piece_slots
        .iter()
        .map(|&(t, x)| g.find(t * s + x))
        .collect();
    let mut touched_by_piece: HashSet<usize> = HashSet::new();
    let mut contacts: HashMap<usize, HashSet<usize>> = HashMap::new();
    for (i, p) in pics.iter().enumerate() {
        for &(d, r) in p {
            let td = cat.tile(d);
            for f in td.features.iter().filter(|f| !f.cities.is_empty()) {
                for x in feature_slots(f, r) {
                    let fr = g.find(i * s + x);
                    for &c in &f.cities {
                        for y in feature_slots(&td.features[c], r) {
                            let cr = g.find(i * s + y);
                            contacts.entry(fr).or_default().insert(cr);
                            if with_piece.contains(&fr) {
                                touched_by_piece.insert(cr);
                            }
                        }
                    }
                }
            }
        }
    }
    // The cities every field part of the tile touches in every reading.
    let mut always: Option<HashSet<usize>> = None;
    for &(d, r) in &pics[tile] {
        let td = cat.tile(d);
        for f in td.features.iter().filter(|f| f.kind == FeatureKind::Field) {
            let mine: HashSet<usize> = f
                .cities
                .iter()
                .flat_map(|&c| feature_slots(&td.features[c], r))
                .map(|y| g.find(tile * s + y))
                .collect();
            always = Some(match always {
                None => mine,
                Some(a) => a.intersection(&mine).copied().collect(),
            });
        }
    }
    let always = always.unwrap_or_default();
    let (d0, r0) = pics[tile][0];
    let mut kind = vec![None; s];
    for f in &cat.tile(d0).features {
        for x in feature_slots(f, r0) {
            kind[x] = Some(f.kind);
        }
    }
    (0..s)
        .map(|x| {
            let root = g.find(tile * s + x);
            if with_piece.contains(&root) {
                return false;
            }
            match kind[x] {
                Some(FeatureKind::City) => !touched_by_piece.contains(&root),
                Some(FeatureKind::Field) => contacts
                    .get(&root)
                    .is_none_or(|c| c.iter().all(|c| always.contains(c))),
                _ => true,
            }
        })
        .collect()
}

/// What a picture puts onto the groups of `uf` (its live slots only): per group root, the
/// kinds present, the pennants, cathedrals, inns and goods, and the field-to-city contacts.
fn signature(uf: &mut UnionFind, tile: usize, (d, r): Candidate, dead: &[bool]) -> Signature {
    let s = slots();
    let t = Catalogue::get().tile(d);
    let mut sums: BTreeMap<(usize, usize), u32> = BTreeMap::new();
    let mut out = BTreeSet::new();
    for f in &t.features {
        let Some(&first) = feature_slots(f, r).iter().find(|&&x| !dead[x]) else {
            continue;
        };
        let root = uf.find(tile * s + first);
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

/// How a tile's reading may change a slot's group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Change {
    /// Not at all.
    None,
    /// Only what the group holds: pennants, cathedrals, inns, goods. That matters to the
    /// group's own score only (a field counts the cities it touches, not what they hold; goods
    /// score from the players' stock).
    Contents,
    /// Its shape: the slots it joins, the kinds present, the cities a field touches.
    Shape,
}

/// Whether a signature entry tells the group's shape (kinds present, contacts) rather than
/// what it holds.
fn shape_entry(e: &(usize, usize, u32)) -> bool {
    e.1 >= 100
}

/// How the reading of open tile `tile` may change the group of each of its slots: in some
/// picture their feature joins live slots the lower graph `uf` does not connect (or a dead
/// city or road part to a live one), or the kinds and contacts the pictures put onto their
/// lower group differ (its shape); or only the pennants, cathedrals, inns and goods differ
/// (its contents). A dead field part may join any field. A tile that changes none is inert.
fn sensitive(uf: &mut UnionFind, tile: usize, options: &[Candidate], dead: &[bool]) -> Vec<Change> {
    let s = slots();
    let cat = Catalogue::get();
    let mut out = vec![Change::None; s];
    for &(d, r) in options {
        for f in &cat.tile(d).features {
            let sl = feature_slots(f, r);
            let live: Vec<usize> = sl.iter().copied().filter(|&x| !dead[x]).collect();
            let mixed = f.kind != FeatureKind::Field && !live.is_empty() && live.len() < sl.len();
            let split = live.first().is_some_and(|&a| {
                let a = uf.find(tile * s + a);
                live.iter().any(|&x| uf.find(tile * s + x) != a)
            });
            if mixed || split {
                for x in sl {
                    out[x] = Change::Shape;
                }
            }
        }
    }
    // What each picture puts onto each lower group (a contact counts for both groups).
    let by_root = |sig: Signature| {
        let mut m: BTreeMap<usize, Signature> = BTreeMap::new();
        for e in sig {
            m.entry(e.0).or_default().insert(e);
            if e.1 >= 1000 {
                m.entry(e.1 - 1000).or_default().insert(e);
            }
        }
        m
    };
    let sigs: Vec<BTreeMap<usize, Signature>> = options
        .iter()
        .map(|&c| by_root(signature(uf, tile, c, dead)))
        .collect();
    let mut roots: BTreeSet<usize> = BTreeSet::new();
    for m in &sigs {
        roots.extend(m.keys().copied());
    }
    let part = |m: &BTreeMap<usize, Signature>, r: usize, shape: bool| -> Signature {
        m.get(&r)
            .map(|g| {
                g.iter()
                    .filter(|e| shape_entry(e) == shape)
                    .copied()
                    .collect()
            })
            .unwrap_or_default()
    };
    let differing: HashMap<usize, Change> = roots
        .into_iter()
        .filter_map(|r| {
            let differs = |shape: bool| {
                sigs.iter()
                    .any(|m| part(m, r, shape) != part(&sigs[0], r, shape))
            };
            if differs(true) {
                Some((r, Change::Shape))
            } else if differs(false) {
                Some((r, Change::Contents))
            } else {
                None
            }
        })
        .collect();
    for (x, o) in out.iter_mut().enumerate() {
        if dead[x] {
            continue;
        }
        if let Some(&c) = differing.get(&uf.find(tile * s + x)) {
            *o = (*o).max(c);
        }
    }
    out
}

/// The setup with choice `k` read as option `picks[k]`; None when a piece names no feature
/// of its tile's picture.
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

/// Whether open tile choice `c`, as picked, fits each of the open tiles of `others` that is
/// next to it (a piece choice fits anything).
fn fits_among(
    choices: &[Choice],
    c: usize,
    others: &[usize],
    picks: &[usize],
    at: &HashMap<usize, Pos>,
) -> bool {
    let Choice::Tile { tile, options } = &choices[c] else {
        return true;
    };
    let (p, a) = (at[tile], table_edges(options[picks[c]]));
    others.iter().all(|&o| {
        let Choice::Tile {
            tile: t,
            options: b,
        } = &choices[o]
        else {
            return true;
        };
        let q = at[t];
        Edge::ALL.into_iter().all(|e| {
            p.step(e) != q || a[e.index()] == table_edges(b[picks[o]])[e.opposite().index()]
        })
    })
}

/// Whether every open tile of `members` fits every open tile next to it, as picked.
fn fits(choices: &[Choice], members: &[usize], picks: &[usize], at: &HashMap<usize, Pos>) -> bool {
    let all: Vec<usize> = (0..choices.len()).collect();
    members
        .iter()
        .all(|&m| fits_among(choices, m, &all, picks, at))
}

/// Readings a group of dependent choices is tried in directly, without looking for a way to
/// split it.
const DIRECT: u128 = 16;

/// Readings of the whole board arbiter evaluates (validates and scores) before it declines
/// to judge.
pub const EVALUATION_LIMIT: usize = 20_000;

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
    /// Judge only legal readings.
    legal_only: bool,
    /// Whole-board readings evaluated so far, by picks: errors and end-game points.
    memo: HashMap<Vec<usize>, Option<(usize, Vec<i64>)>>,
    positions: HashMap<usize, Pos>,
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

    /// Every (copies, points gained) the choices of `set` reach together, the choices of
    /// `fixed` read as fixed, the others held at `held`; points are counted from the reading
    /// with `set` held too.
    fn reach(
        &mut self,
        set: &[usize],
        fixed: &mut Vec<Option<usize>>,
        held: &[usize],
    ) -> Result<Reached, OutOfBudget> {
        let mut base: Vec<usize> = held.to_vec();
        for (c, f) in fixed.iter().enumerate() {
            if let Some(k) = f {
                base[c] = *k;
            }
        }
        let zero = vec![0; self.setup.players.len()];
        let Some((errors, reference)) = self.eval(&base)? else {
            return Ok(Vec::new());
        };
        if set.is_empty() {
            if errors > 0 && self.legal_only {
                return Ok(Vec::new());
            }
            return Ok(vec![(vec![0; self.types.len()], zero)]);
        }
        let product = set.iter().fold(1u128, |p, &c| {
            p.saturating_mul(self.choices[c].len() as u128)
        });
        if product <= DIRECT {
            return self.direct(set, &base, &reference);
        }
        let (inert, groups) = analyse(self.setup, self.choices, fixed, set, Some(&base));
        if groups.len() > 1 || !inert.is_empty() {
            let mut parts: Vec<Reached> = Vec::new();
            for g in &groups {
                parts.push(self.reach(g, fixed, held)?);
            }
            for &c in &inert {
                let mut set: Reached = (0..self.choices[c].len())
                    .map(|k| (self.usage_of(c, k), zero.clone()))
                    .collect();
                set.sort();
                set.dedup();
                parts.push(set);
            }
            return self.sum(&parts, set);
        }
        // One group that does not split: read one of its choices each way, and split again.
        let &c = set
            .iter()
            .max_by_key(|&&c| (self.choices[c].len(), std::cmp::Reverse(c)))
            .unwrap_or(&set[0]);
        let rest: Vec<usize> = set.iter().copied().filter(|&x| x != c).collect();
        let mut out: Reached = Vec::new();
        let named = |e: OutOfBudget| OutOfBudget(if e.0.is_empty() { set.to_vec() } else { e.0 });
        for k in 0..self.choices[c].len() {
            let Some(sub) = self.read_as(c, k, &base, &rest, fixed, held, &reference, named)?
            else {
                continue;
            };
            out.extend(sub.into_iter().filter(|(usage, _)| self.fits_box(usage)));
            if out.len() > STATE_LIMIT {
                return Err(OutOfBudget(set.to_vec()));
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }

    /// Whether the open tiles of `members` fit every open tile next to them as picked (two
    /// tiles neither of which is a member are not looked at: their fit is not the members'
    /// doing).
    fn fits(&self, picks: &[usize], members: &[usize]) -> bool {
        fits(self.choices, members, picks, &self.positions)
    }

    /// Every reading of `set`, tried one by one.
    fn direct(
        &mut self,
        set: &[usize],
        base: &[usize],
        reference: &[i64],
    ) -> Result<Reached, OutOfBudget> {
        let mut out = Vec::new();
        let mut counter = vec![0usize; set.len()];
        let mut picks = base.to_vec();
        loop {
            for (m, &k) in set.iter().zip(&counter) {
                picks[*m] = k;
            }
            if self.fits(&picks, set) {
                let found = self.eval(&picks).map_err(|_| OutOfBudget(set.to_vec()))?;
                if let Some((errors, points)) = found {
                    if errors == 0 || !self.legal_only {
                        let mut usage = vec![0u32; self.types.len()];
                        for &m in set {
                            for (a, b) in usage.iter_mut().zip(self.usage_of(m, picks[m])) {
                                *a += b;
                            }
                        }
                        if self.fits_box(&usage) {
                            let diff = points.iter().zip(reference).map(|(p, r)| p - r).collect();
                            out.push((usage, diff));
                        }
                    }
                }
            }
            let mut k = 0;
            loop {
                if k == set.len() {
                    out.sort();
                    out.dedup();
                    return Ok(out);
                }
                counter[k] += 1;
                if counter[k] < self.choices[set[k]].len() {
                    break;
                }
                counter[k] = 0;
                k += 1;
            }
        }
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

/// The pictures each tile may show and the places pieces may stand, with the choices of
/// `fixed` read as fixed.
fn frame(
    setup: &Setup,
    choices: &[Choice],
    fixed: &[Option<usize>],
) -> (Vec<Vec<Candidate>>, Vec<(usize, usize)>) {
    let mut pics: Vec<Vec<Candidate>> = setup.tiles.iter().map(|t| vec![(t.def, t.rot)]).collect();
    let mut open_pieces: HashMap<(usize, usize), Vec<Locator>> = HashMap::new();
    for (c, f) in choices.iter().zip(fixed) {
        match c {
            Choice::Tile { tile, options } => {
                pics[*tile] = match f {
                    Some(k) => vec![options[*k]],
                    None => options.clone(),
                };
            }
            Choice::Piece {
                tile,
                piece,
                options,
            } => {
                open_pieces.insert(
                    (*tile, *piece),
                    match f {
                        Some(k) => vec![options[*k]],
                        None => options.clone(),
                    },
                );
            }
        }
    }
    let mut piece_slots = Vec::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        for (k, p) in t.pieces.iter().enumerate() {
            let places = open_pieces
                .get(&(i, k))
                .cloned()
                .unwrap_or_else(|| vec![p.locator]);
            for l in places {
                piece_slots.push((i, locator_slot(l)));
            }
        }
    }
    (pics, piece_slots)
}

/// Where a choice's reading may matter: an upper group a piece may stand on, or (with the
/// first edition's farmers, where the fields that touch one city share it) a region of
/// farmed fields joined with the cities they may touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Reach {
    Region(usize),
    Group(usize),
}

/// The slot graphs of one analysis: the pictures, the lower and upper graphs, the places
/// pieces may stand (upper roots), and per city (upper root) the farmed fields that may touch
/// it; with the first edition's farmers, the regions of fields and the cities they touch.
struct Frame {
    pics: Vec<Vec<Candidate>>,
    piece_slots: Vec<(usize, usize)>,
    lower: UnionFind,
    upper: UnionFind,
    live: HashSet<usize>,
    touching: HashMap<usize, BTreeSet<usize>>,
    regions: Option<(UnionFind, HashSet<usize>)>,
}

impl Frame {
    fn new(setup: &Setup, choices: &[Choice], fixed: &[Option<usize>]) -> Frame {
        let cat = Catalogue::get();
        let s = slots();
        let (pics, piece_slots) = frame(setup, choices, fixed);
        let mut lower = graph(setup, &pics, false);
        strengthen(&mut lower, &pics);
        let mut upper = graph(setup, &pics, true);
        let live: HashSet<usize> = piece_slots
            .iter()
            .map(|&(t, x)| upper.find(t * s + x))
            .collect();
        let mut touching: HashMap<usize, BTreeSet<usize>> = HashMap::new();
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
                        touching.entry(city).or_default().insert(field);
                    }
                }
            }
        }
        let regions = (setup.rules.farmers == FarmerRule::FirstEdition).then(|| {
            let mut region = UnionFind::new(setup.tiles.len() * s);
            for (&city, fields) in &touching {
                for &field in fields {
                    region.union(field, city);
                }
            }
            let live_regions: HashSet<usize> = live.iter().map(|&r| region.find(r)).collect();
            (region, live_regions)
        });
        Frame {
            pics,
            piece_slots,
            lower,
            upper,
            live,
            touching,
            regions,
        }
    }

    /// Where a change of `how` to slot `x` of tile `tile` may matter: its upper group when a
    /// piece may stand there; for a change of shape, also the farmed fields that may touch it
    /// (a city: they count the completed cities they touch), or its whole region.
    fn reach_of(&mut self, tile: usize, x: usize, how: Change, out: &mut Vec<Reach>) {
        if how == Change::None {
            return;
        }
        let up = self.upper.find(tile * slots() + x);
        if self.live.contains(&up) {
            out.push(Reach::Group(up));
        }
        if how != Change::Shape {
            return;
        }
        match &mut self.regions {
            Some((region, live_regions)) => {
                let r = region.find(up);
                if live_regions.contains(&r) {
                    out.push(Reach::Region(r));
                }
            }
            None => {
                if let Some(fields) = self.touching.get(&up) {
                    out.extend(fields.iter().map(|&f| Reach::Group(f)));
                }
            }
        }
    }
}

/// The tile choices of `set` whose reading changes nothing (inert), and for the others that
/// qualify, how their reading may change each slot's group. A tile whose edges differ
/// between readings, whose pieces do not stand on every picture, or with an open piece on it
/// is neither (its every slot may change).
fn inert_tiles(
    setup: &Setup,
    choices: &[Choice],
    set: &[usize],
    f: &mut Frame,
) -> (Vec<usize>, HashMap<usize, Vec<Change>>) {
    let cat = Catalogue::get();
    let open_piece_on = |tile: usize| {
        set.iter()
            .any(|&c| matches!(choices[c], Choice::Piece { tile: t, .. } if t == tile))
    };
    let mut inert = Vec::new();
    let mut touchy = HashMap::new();
    for &c in set {
        let Choice::Tile { tile, .. } = &choices[c] else {
            continue;
        };
        let options = &f.pics[*tile];
        let edges: Vec<[EdgeKind; 4]> = options.iter().map(|&o| table_edges(o)).collect();
        let same_edges = edges.iter().all(|e| *e == edges[0]);
        let pieces_resolve = options.iter().all(|&(d, r)| {
            setup.tiles[*tile]
                .pieces
                .iter()
                .all(|p| p.locator.resolve(cat.tile(d), r).is_some())
        });
        if !(same_edges && pieces_resolve && !open_piece_on(*tile)) {
            continue;
        }
        let dead = dead_slots(setup, &f.pics, &f.piece_slots, *tile);
        let mask = sensitive(&mut f.lower, *tile, options, &dead);
        if mask.iter().any(|&m| m != Change::None) {
            touchy.insert(c, mask);
        } else {
            inert.push(c);
        }
    }
    (inert, touchy)
}

/// Where choice `c`'s reading may matter.
fn reaches(
    choices: &[Choice],
    c: usize,
    touchy: &HashMap<usize, Vec<Change>>,
    f: &mut Frame,
) -> Vec<Reach> {
    let cat = Catalogue::get();
    let mut out = Vec::new();
    match &choices[c] {
        Choice::Tile { tile, .. } => {
            let mut how = vec![Change::None; slots()];
            for &(d, r) in &f.pics[*tile] {
                for feature in &cat.tile(d).features {
                    for x in feature_slots(feature, r) {
                        how[x] = touchy.get(&c).map_or(Change::Shape, |m| m[x]);
                    }
                }
            }
            for (x, h) in how.into_iter().enumerate() {
                f.reach_of(*tile, x, h, &mut out);
            }
        }
        Choice::Piece { tile, options, .. } => {
            for &l in options {
                f.reach_of(*tile, locator_slot(l), Change::Shape, &mut out);
            }
        }
    }
    out
}

/// Joins, in `groups`, the choices about one tile (its picture and the open pieces on it),
/// and neighbouring tiles whose edges may differ.
fn join_neighbours(
    setup: &Setup,
    choices: &[Choice],
    set: &[usize],
    pics: &[Vec<Candidate>],
    inert: &[usize],
    groups: &mut UnionFind,
) {
    let tile_choice: HashMap<usize, usize> = set
        .iter()
        .filter(|&&c| matches!(choices[c], Choice::Tile { .. }))
        .map(|&c| (choices[c].tile(), c))
        .collect();
    for &c in set.iter().filter(|c| !inert.contains(c)) {
        if let Some(&t) = tile_choice.get(&choices[c].tile()) {
            if !inert.contains(&t) {
                groups.union(c, t);
            }
        }
    }
    let at: HashMap<Pos, usize> = setup
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect();
    let varies = |t: usize| {
        let e: Vec<[EdgeKind; 4]> = pics[t].iter().map(|&c| table_edges(c)).collect();
        e.iter().any(|x| *x != e[0])
    };
    for (&tile, &c) in &tile_choice {
        if inert.contains(&c) {
            continue;
        }
        for e in Edge::ALL {
            let Some(&j) = at.get(&setup.tiles[tile].pos.step(e)) else {
                continue;
            };
            if let Some(&cj) = tile_choice.get(&j) {
                if !inert.contains(&cj) && (varies(tile) || varies(j)) {
                    groups.union(c, cj);
                }
            }
        }
    }
}

/// Joins, in `groups`, every open tile of `free` that may show a river: whether the river
/// flows on or turns back is judged along its whole course, not tile by tile.
fn join_river(choices: &[Choice], free: &[usize], groups: &mut UnionFind) {
    let river: Vec<usize> = free
        .iter()
        .copied()
        .filter(|&c| match &choices[c] {
            Choice::Tile { options, .. } => options
                .iter()
                .any(|&o| table_edges(o).contains(&EdgeKind::River)),
            Choice::Piece { .. } => false,
        })
        .collect();
    for w in river.windows(2) {
        groups.union(w[0], w[1]);
    }
}

/// Sorts the choices of `set` (the others read as `fixed`, else as `base` when given, else
/// free): those whose reading changes nothing (inert), and the groups of the rest that cannot
/// affect each other. Inert tiles join nothing any reading does not join, so the rest is
/// sorted again with them read one way, until no more turn out inert.
fn analyse(
    setup: &Setup,
    choices: &[Choice],
    fixed: &[Option<usize>],
    set: &[usize],
    base: Option<&[usize]>,
) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut read: Vec<Option<usize>> = fixed.to_vec();
    if let Some(base) = base {
        for (c, r) in read.iter_mut().enumerate() {
            if r.is_none() && !set.contains(&c) {
                *r = Some(base[c]);
            }
        }
    }
    let mut inert: Vec<usize> = Vec::new();
    let (mut f, touchy) = loop {
        let mut f = Frame::new(setup, choices, &read);
        let open: Vec<usize> = set.iter().copied().filter(|c| !inert.contains(c)).collect();
        let (more, touchy) = inert_tiles(setup, choices, &open, &mut f);
        if more.is_empty() {
            break (f, touchy);
        }
        for &c in &more {
            read[c] = Some(base.map_or(0, |b| b[c]));
        }
        inert.extend(more);
    };
    inert.sort_unstable();
    let free: Vec<usize> = set.iter().copied().filter(|c| !inert.contains(c)).collect();
    let mut groups = UnionFind::new(choices.len());
    let mut first_at: HashMap<Reach, usize> = HashMap::new();
    for &c in &free {
        for r in reaches(choices, c, &touchy, &mut f) {
            match first_at.get(&r) {
                Some(&other) => groups.union(c, other),
                None => {
                    first_at.insert(r, c);
                }
            }
        }
    }
    join_neighbours(setup, choices, set, &f.pics, &inert, &mut groups);
    join_river(choices, &free, &mut groups);
    let mut members: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &c in &free {
        members.entry(groups.find(c)).or_default().push(c);
    }
    (inert, members.into_values().collect())
}

/// Judges every reading of `choices` on `setup` (which holds the first option of each).
pub fn judge(setup: &Setup, choices: &[Choice]) -> Judgement {
    judge_with(setup, choices, exhaustive::budget(setup))
}

/// [`judge`], trying every reading one by one when at most `exhaustive` readings of the
/// whole board fit (0: never, so that the grouped judgement alone is used: the differential
/// tests compare it with every reading).
pub fn judge_with(setup: &Setup, choices: &[Choice], exhaustive: usize) -> Judgement {
    let mut judge = Judge::new(setup, choices);
    if exhaustive > 0 {
        if let Some(judgement) = exhaustive::judge_every_reading(&judge, exhaustive) {
            return judgement;
        }
    }
    let mut held = judge.held_reading();
    match judge.judge_all(&mut held) {
        Ok(judgement) => judgement,
        Err(e) => judge.too_many(&held, e.0),
    }
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
        let open_tiles: HashSet<usize> = choices
            .iter()
            .filter(|c| matches!(c, Choice::Tile { .. }))
            .map(Choice::tile)
            .collect();
        let mut base_usage = vec![0u32; types.len()];
        for (i, d) in setup.tiles_used().enumerate() {
            if i < setup.tiles.len() && open_tiles.contains(&i) {
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
            legal_only: true,
            memo: HashMap::new(),
            positions: setup
                .tiles
                .iter()
                .enumerate()
                .map(|(i, t)| (i, t.pos))
                .collect(),
        }
    }

    /// The held reading: the first options, tiles taking copies still in the box first.
    fn held_reading(&self) -> Vec<usize> {
        let mut held = vec![0usize; self.choices.len()];
        let mut taken = self.base_usage.clone();
        for (ci, c) in self.choices.iter().enumerate() {
            if let Choice::Tile { options, .. } = c {
                let x = |k: usize| {
                    self.types
                        .iter()
                        .position(|&t| t == options[k].0)
                        .unwrap_or(0)
                };
                let k = (0..options.len())
                    .find(|&k| taken[x(k)] < self.limits[x(k)])
                    .unwrap_or(0);
                held[ci] = k;
                taken[x(k)] += 1;
            }
        }
        held
    }

    /// The judgement when the choices of `set` (empty: all) have too many readings.
    fn too_many(&self, held: &[usize], set: Vec<usize>) -> Judgement {
        let set = if set.is_empty() {
            (0..self.choices.len()).collect()
        } else {
            set
        };
        Judgement {
            reading: apply(self.setup, self.choices, held).unwrap_or_else(|| self.setup.clone()),
            legal: false,
            broken: Vec::new(),
            verdict: Verdict::TooMany {
                readings: readings_of(self.choices, &set),
                choices: set,
            },
        }
    }

    /// The errors of one whole-board reading (`usize::MAX` when a piece names no feature).
    fn errors(&mut self, picks: &[usize]) -> Result<usize, OutOfBudget> {
        Ok(self.eval(picks)?.map_or(usize::MAX, |(e, _)| e))
    }

    /// Holds each group of choices (of at most [`GROUP_LIMIT`] readings) at its reading with
    /// the fewest errors, starting from `held` with `errors`.
    fn fewest_errors(&mut self, held: &mut Vec<usize>, errors: usize) {
        let all: Vec<usize> = (0..self.choices.len()).collect();
        let (_, groups) = analyse(self.setup, self.choices, &vec![None; all.len()], &all, None);
        for g in groups {
            if readings_of(self.choices, &g) > GROUP_LIMIT as u128 {
                continue;
            }
            // A reading whose tiles do not fit their open neighbours is never preferred.
            let now = match self.errors(held) {
                Ok(e) if self.fits(held, &g) => e,
                Ok(_) => usize::MAX,
                Err(_) => errors,
            };
            let mut best = (now, held.clone());
            let mut counter = vec![0usize; g.len()];
            'all: loop {
                let mut picks = best.1.clone();
                for (m, &k) in g.iter().zip(&counter) {
                    picks[*m] = k;
                }
                if self.fits(&picks, &g) {
                    if let Ok(Some((e, _))) = self.eval(&picks) {
                        if e < best.0 {
                            best = (e, picks);
                        }
                    }
                }
                let mut k = 0;
                loop {
                    if k == g.len() {
                        break 'all;
                    }
                    counter[k] += 1;
                    if counter[k] < self.choices[g[k]].len() {
                        break;
                    }
                    counter[k] = 0;
                    k += 1;
                }
            }
            *held = best.1;
        }
    }

    /// Every group's readings; when some group has no legal reading, every reading is
    /// judged for its totals instead.
    fn group_parts(
        &mut self,
        groups: &[Vec<usize>],
        held: &[usize],
    ) -> Result<Vec<Reached>, OutOfBudget> {
        let mut fixed = vec![None; self.choices.len()];
        loop {
            let mut parts = Vec::new();
            for g in groups {
                parts.push(self.reach(g, &mut fixed, held)?);
            }
            if self.legal_only && parts.iter().any(Vec::is_empty) {
                self.legal_only = false;
                continue;
            }
            return Ok(parts);
        }
    }

    /// The readings of inert choice `c`: the copies each takes, no points.
    fn inert_part(&self, c: usize) -> Reached {
        let zero = vec![0; self.setup.players.len()];
        let mut set: Reached = (0..self.choices[c].len())
            .map(|k| (self.usage_of(c, k), zero.clone()))
            .collect();
        set.sort();
        set.dedup();
        set
    }

    /// Judges every reading, from `held` (moved to fewer errors when it has some).
    fn judge_all(&mut self, held: &mut Vec<usize>) -> Result<Judgement, OutOfBudget> {
        let (setup, choices) = (self.setup, self.choices);
        let all: Vec<usize> = (0..choices.len()).collect();
        let mut base_errors = self.errors(held)?;
        if base_errors > 0 {
            self.fewest_errors(held, base_errors);
            base_errors = self.errors(held)?;
        }
        self.legal_only = base_errors == 0;
        let (inert, groups) = analyse(setup, choices, &vec![None; all.len()], &all, None);
        let mut parts = self.group_parts(&groups, held)?;
        parts.extend(inert.iter().map(|&c| self.inert_part(c)));
        let reached = match self.sum(&parts, &all)? {
            r if r.is_empty() => {
                // No reading fits the box: the supply problem is the position's own.
                self.limits = vec![u32::MAX; self.limits.len()];
                self.sum(&parts, &all).unwrap_or_default()
            }
            r => r,
        };
        let legal = self.legal_only;
        let reading = apply(setup, choices, held).unwrap_or_else(|| setup.clone());
        let base = match self.eval(held) {
            Ok(Some((_, p))) => p,
            _ => vec![0; setup.players.len()],
        };
        let mut diffs: Vec<Vec<i64>> = reached.into_iter().map(|(_, d)| d).collect();
        diffs.sort();
        diffs.dedup();
        let shown = matches!(self.eval(held), Ok(Some(_)));
        if diffs.is_empty() || !shown || (diffs.len() == 1 && diffs[0].iter().any(|&d| d != 0)) {
            // No reading was judged; or the held reading, the one to show, is no position (a
            // piece names no feature of its tile) or is not among those judged (its tiles do
            // not fit): nothing can be said for certain, so nothing is.
            return Err(OutOfBudget(all));
        }
        if diffs.len() <= 1 {
            return Ok(Judgement {
                reading,
                legal,
                broken: Vec::new(),
                verdict: Verdict::Same,
            });
        }
        let ranges = total_ranges(&setup.track, &base, &diffs);
        let (decisive, by_reading) = self.decisive(&groups, &inert, &parts, held, &base)?;
        let (readings, totals) = by_reading
            .into_iter()
            .map(|used| used.into_iter().unzip())
            .map(|(k, r): (Vec<usize>, Vec<Vec<(i64, i64)>>)| {
                let known = r.iter().all(|r| !r.is_empty());
                (k, if known { r } else { Vec::new() })
            })
            .unzip();
        Ok(Judgement {
            reading,
            legal,
            broken: Vec::new(),
            verdict: Verdict::Differ {
                decisive,
                readings,
                totals,
                ranges,
            },
        })
    }

    /// The decisive choices, each with the readings of it some judged reading uses: a choice
    /// is decisive when the totals its readings leave possible differ (the whole board and
    /// the box taken into account: a copy one tile takes is missing for another). A group
    /// whose readings give different points though none of its choices is decisive on its
    /// own is named whole (its readings then carry no totals of their own). Each reading
    /// comes with each player's lowest and highest total when the choice is read that way.
    fn decisive(
        &mut self,
        groups: &[Vec<usize>],
        inert: &[usize],
        parts: &[Reached],
        held: &[usize],
        base: &[i64],
    ) -> Result<(Vec<usize>, Vec<ReadingTotals>), OutOfBudget> {
        let choices = self.choices;
        let mut found: Vec<(usize, ReadingTotals)> = Vec::new();
        for (gi, g) in groups.iter().enumerate() {
            let before = found.len();
            for &c in g {
                let options = self
                    .option_parts(g, c, held, base)
                    .map_err(|_| OutOfBudget(g.clone()))?;
                if let Some(used) = self.differing(parts, gi, options, base)? {
                    found.push((c, used));
                }
            }
            let mut points: Vec<&Vec<i64>> = parts[gi].iter().map(|(_, d)| d).collect();
            points.sort();
            points.dedup();
            if found.len() == before && points.len() > 1 {
                found.extend(
                    g.iter()
                        .map(|&c| (c, (0..choices[c].len()).map(|k| (k, Vec::new())).collect())),
                );
            }
        }
        for (ii, &c) in inert.iter().enumerate() {
            let zero = vec![0; self.setup.players.len()];
            let options = (0..self.choices[c].len())
                .map(|k| (k, vec![(self.usage_of(c, k), zero.clone())]))
                .collect();
            if let Some(used) = self.differing(parts, groups.len() + ii, options, base)? {
                found.push((c, used));
            }
        }
        found.sort_by_key(|(c, _)| *c);
        Ok(found.into_iter().unzip())
    }

    /// The readings of group `g` with choice `c` read each way (the options that fit): the
    /// copies they take and the points they gain over `held` (whose points are `base`).
    fn option_parts(
        &mut self,
        g: &[usize],
        c: usize,
        held: &[usize],
        base: &[i64],
    ) -> Result<Vec<(usize, Reached)>, OutOfBudget> {
        let rest: Vec<usize> = g.iter().copied().filter(|&x| x != c).collect();
        let mut fixed = vec![None; self.choices.len()];
        let mut out = Vec::new();
        for k in 0..self.choices[c].len() {
            if let Some(part) = self.read_as(c, k, held, &rest, &mut fixed, held, base, |e| e)? {
                out.push((k, part));
            }
        }
        Ok(out)
    }

    /// Choice `c` read as `k` on top of `picks`: when it fits and is a position, the readings
    /// of `rest` (with `c` fixed to `k`), each with the copies `c` takes added and its points
    /// as a gain over `reference`. An evaluation out of budget is returned as it is; `rest`
    /// out of budget goes through `named` first.
    #[allow(clippy::too_many_arguments)]
    fn read_as(
        &mut self,
        c: usize,
        k: usize,
        picks: &[usize],
        rest: &[usize],
        fixed: &mut Vec<Option<usize>>,
        held: &[usize],
        reference: &[i64],
        named: impl Fn(OutOfBudget) -> OutOfBudget,
    ) -> Result<Option<Reached>, OutOfBudget> {
        let mut picks = picks.to_vec();
        picks[c] = k;
        // Only against the tiles read already: `rest` is read around it below.
        let settled: Vec<usize> = (0..self.choices.len())
            .filter(|x| !rest.contains(x))
            .collect();
        if !fits_among(self.choices, c, &settled, &picks, &self.positions) {
            return Ok(None);
        }
        let Some((_, points)) = self.eval(&picks)? else {
            return Ok(None);
        };
        fixed[c] = Some(k);
        let sub = self.reach(rest, fixed, held);
        fixed[c] = None;
        let sub = sub.map_err(named)?;
        let mine = self.usage_of(c, k);
        let part = sub
            .into_iter()
            .map(|(u, d)| {
                let usage = u.iter().zip(&mine).map(|(a, b)| a + b).collect();
                let diff = d
                    .iter()
                    .zip(points.iter().zip(reference))
                    .map(|(d, (p, r))| d + p - r)
                    .collect();
                (usage, diff)
            })
            .collect();
        Ok(Some(part))
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
