//! Past the budget of trying every reading (or where this costs fewer evaluations): the
//! choices sorted into *clusters* no reading lets interact, each cluster's readings tried one
//! by one with the rest of the board held, and the clusters combined through the box.
//!
//! Two choices are in one cluster when
//! - they are about one tile (its picture and the open pieces on it);
//! - their tiles are neighbours and both facing edges vary between pictures (whether they
//!   fit then depends on both; when one side is the same in every picture, the fit depends
//!   on the other alone);
//! - both may show a river (whether the river turns back is judged along its course);
//! - a change each may make reaches one key ([`Scopes`]): the upper group (see
//!   [`super::slots`]) of a feature a piece may stand on, or a field a piece may stand on
//!   that may touch a city whose group one of them changes (the field counts the cities it
//!   touches when they are completed); with the first edition's farmers, the region of the
//!   fields and the cities they may touch. A tile choice changes an upper group unless every
//!   one of its pictures puts the same parts, contents, contacts and pieces into it.
//!
//! Every feature of every reading lies within one upper group, and what a feature gives
//! each player, and whether it breaks a rule, depends only on the tiles and pieces within
//! it (and, for a field, on the cities it touches). So each scoring or illegal feature
//! depends on one cluster's reading at most, and an edge's fit on one cluster: the totals of
//! a whole-board reading are the held reading's plus each cluster's gain over it, and the
//! reading is legal exactly when each cluster's part is (its errors are the held reading's
//! with that cluster changed). The box is the one thing clusters share: the copies each
//! cluster's reading takes are carried through the combination ([`Judge::sum`]).

use std::collections::{BTreeMap, HashMap};

use super::branch::{Judgeds, Narrowed};
use super::exhaustive::fitting_readings;
use super::slots::{
    feature_slots, kind_index, locator_slot, pictures, piece_slots, slots, upper_graph, UnionFind,
};
use super::{
    Choice, Judge, Judgement, OutOfBudget, Reached, ReadingTotals, Verdict, EVALUATION_LIMIT,
};
use crate::carcassonne::catalogue::{Catalogue, FeatureKind, Marks};
use crate::carcassonne::geometry::Edge;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::transcription::{table_edges, Candidate};
use crate::carcassonne::variants::FarmerRule;

/// Whole-board evaluations times the board's tiles the clusters' readings may cost together
/// (each reading is evaluated twice at most); past it arbiter declines to judge.
pub(crate) const CLUSTER_WORK: usize = 1_200_000;

/// How many readings the clusters may have together on `setup`.
pub fn budget(setup: &Setup) -> usize {
    (CLUSTER_WORK / setup.tiles.len().max(1)).clamp(64, EVALUATION_LIMIT / 2)
}

/// What a change to one upper group reaches: the group itself when a piece may stand on it
/// (its points and its legality), and every field a piece may stand on that may touch it
/// when it is a city (the field counts it when completed). With the first edition's
/// farmers, who score a city once for all the fields that touch it, a city and its fields
/// are one *region* instead.
struct Scopes {
    upper: UnionFind,
    /// Per upper group (root): the keys a change to it reaches.
    reach: HashMap<usize, Vec<usize>>,
}

impl Scopes {
    fn new(setup: &Setup, choices: &[Choice]) -> Scopes {
        let cat = Catalogue::get();
        let s = slots();
        let pics = pictures(setup, choices);
        let mut upper = upper_graph(setup, &pics);
        let mut live: Vec<usize> = piece_slots(setup, choices)
            .into_iter()
            .map(|(t, x)| upper.find(t * s + x))
            .collect();
        live.sort_unstable();
        live.dedup();
        // (live field, city it may touch) pairs, over every picture of every tile.
        let mut contacts: Vec<(usize, usize)> = Vec::new();
        for (i, p) in pics.iter().enumerate() {
            for &(d, r) in p {
                let td = cat.tile(d);
                for f in td.features.iter().filter(|f| f.kind == FeatureKind::Field) {
                    let field = upper.find(i * s + feature_slots(f, r)[0]);
                    if live.binary_search(&field).is_err() {
                        continue;
                    }
                    for &c in f.cities.iter() {
                        let city = upper.find(i * s + feature_slots(&td.features[c], r)[0]);
                        contacts.push((field, city));
                    }
                }
            }
        }
        contacts.sort_unstable();
        contacts.dedup();
        let mut reach: HashMap<usize, Vec<usize>> = HashMap::new();
        if setup.rules.farmers == FarmerRule::FirstEdition {
            let mut region = UnionFind::new(setup.tiles.len() * s);
            for &(field, city) in &contacts {
                region.union(field, city);
            }
            for &g in live.iter().chain(contacts.iter().map(|(_, c)| c)) {
                let key = region.find(g);
                reach.insert(g, vec![key]);
            }
        } else {
            for &g in &live {
                reach.entry(g).or_default().push(g);
            }
            for &(field, city) in &contacts {
                reach.entry(city).or_default().push(field);
            }
        }
        for keys in reach.values_mut() {
            keys.sort_unstable();
            keys.dedup();
        }
        Scopes { upper, reach }
    }

    /// The upper groups (roots) the slots `xs` of tile entry `tile` lie in, of those whose
    /// change reaches something.
    fn groups(&mut self, tile: usize, xs: Vec<usize>) -> Vec<usize> {
        let s = slots();
        let mut groups: Vec<usize> = xs
            .into_iter()
            .map(|x| self.upper.find(tile * s + x))
            .filter(|g| self.reach.contains_key(g))
            .collect();
        groups.sort_unstable();
        groups.dedup();
        groups
    }
}

/// The slots a choice's readings may cover: every slot of every picture of a tile, or the
/// places an open piece may take.
fn touched(choice: &Choice) -> Vec<usize> {
    let cat = Catalogue::get();
    match choice {
        Choice::Tile { options, .. } => {
            let mut x: Vec<usize> = options
                .iter()
                .flat_map(|&(d, r)| {
                    cat.tile(d)
                        .features
                        .iter()
                        .flat_map(move |f| feature_slots(f, r))
                })
                .collect();
            x.sort_unstable();
            x.dedup();
            x
        }
        Choice::Piece { options, .. } => options.iter().map(|&l| locator_slot(l)).collect(),
    }
}

/// Joins, in `groups`, each tile choice with the open pieces on its tile, with the open
/// neighbours whose fit depends on both (both facing edges vary), and every choice that may
/// show an edge laid as one course (the river: [`EdgeKindDef::course`]) with the others.
///
/// [`EdgeKindDef::course`]: crate::carcassonne::tables::EdgeKindDef::course
fn join_tiles(setup: &Setup, choices: &[Choice], groups: &mut UnionFind) {
    let tile_choice = super::slots::tile_choices(choices);
    let at = super::slots::squares(setup);
    let mut course_first: Option<usize> = None;
    for (c, ch) in choices.iter().enumerate() {
        let tile = ch.tile();
        if let Some(&t) = tile_choice.get(&tile) {
            groups.union(c, t);
        }
        let Choice::Tile { options, .. } = ch else {
            continue;
        };
        let course = options
            .iter()
            .any(|&o| table_edges(o).iter().any(|k| k.def().course));
        if course {
            match course_first {
                Some(r) => groups.union(c, r),
                None => course_first = Some(c),
            }
        }
        for e in Edge::ALL {
            let near = at.get(&setup.tiles[tile].pos.step(e));
            let Some(&o) = near.and_then(|j| tile_choice.get(j)) else {
                continue;
            };
            if varies(&choices[c], e) && varies(&choices[o], e.opposite()) {
                groups.union(c, o);
            }
        }
    }
}

/// The clusters of `choices` (indexes, ascending; clusters by their first member).
pub fn clusters(setup: &Setup, choices: &[Choice]) -> Vec<Vec<usize>> {
    let mut scopes = Scopes::new(setup, choices);
    let mut groups = UnionFind::new(choices.len());
    join_tiles(setup, choices, &mut groups);
    let mut first_at_key: HashMap<usize, usize> = HashMap::new();
    for (c, ch) in choices.iter().enumerate() {
        let tile = ch.tile();
        for g in scopes.groups(tile, touched(ch)) {
            if let Choice::Tile { options, .. } = ch {
                let upper = &mut scopes.upper;
                let mut look = |o: Candidate| in_group(setup, choices, tile, o, g, upper);
                let first = look(options[0]);
                if options[1..].iter().all(|&o| look(o) == first) {
                    // Every picture puts the same parts, pieces and contacts into this group.
                    continue;
                }
            }
            for &key in &scopes.reach[&g] {
                match first_at_key.get(&key) {
                    Some(&o) => groups.union(c, o),
                    None => {
                        first_at_key.insert(key, c);
                    }
                }
            }
        }
    }
    let mut members: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for c in 0..choices.len() {
        members.entry(groups.find(c)).or_default().push(c);
    }
    let mut out: Vec<Vec<usize>> = members.into_values().collect();
    out.sort();
    out
}

/// Whether the edge `e` of the tile a choice is about differs between its pictures.
fn varies(choice: &Choice, e: Edge) -> bool {
    match choice {
        Choice::Tile { options, .. } => {
            let first = table_edges(options[0])[e.index()];
            options.iter().any(|&o| table_edges(o)[e.index()] != first)
        }
        Choice::Piece { .. } => false,
    }
}

/// One feature part of a picture as a scope sees it: its slots, kind and contents, the
/// slots of the cities it touches, and the pieces written on it.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Part {
    slots: Vec<usize>,
    kind: usize,
    pennants: u8,
    marks: Marks,
    cities: Vec<Vec<usize>>,
    pieces: Vec<usize>,
}

/// What picture `(d, r)` of tile entry `tile` puts into upper group `group`: its parts there
/// (the pieces written on the tile, not those left open, placed on them).
fn in_group(
    setup: &Setup,
    choices: &[Choice],
    tile: usize,
    (d, r): Candidate,
    group: usize,
    upper: &mut UnionFind,
) -> Vec<Part> {
    let s = slots();
    let td = Catalogue::get().tile(d);
    let open_piece = |k: usize| {
        choices
            .iter()
            .any(|c| matches!(c, Choice::Piece { tile: t, piece, .. } if *t == tile && *piece == k))
    };
    let mut parts: Vec<Part> = td
        .features
        .iter()
        .enumerate()
        .filter_map(|(fi, f)| {
            let mut sl = feature_slots(f, r);
            if upper.find(tile * s + sl[0]) != group {
                return None;
            }
            sl.sort_unstable();
            let mut cities: Vec<Vec<usize>> = f
                .cities
                .iter()
                .map(|&c| {
                    let mut x = feature_slots(&td.features[c], r);
                    x.sort_unstable();
                    x
                })
                .collect();
            cities.sort();
            let pieces = setup.tiles[tile]
                .pieces
                .iter()
                .enumerate()
                .filter(|(k, p)| !open_piece(*k) && p.locator.resolve(td, r) == Some(fi))
                .map(|(k, _)| k)
                .collect();
            Some(Part {
                slots: sl,
                kind: kind_index(f.kind),
                pennants: f.pennants,
                marks: f.marks,
                cities,
                pieces,
            })
        })
        .collect();
    parts.sort();
    parts
}

/// One reading of a cluster judged: its options (one per member), the copies it takes and
/// its gain over the held reading.
pub(super) struct Judged {
    pub(super) options: Vec<usize>,
    pub(super) usage: Vec<u32>,
    pub(super) gain: Vec<i64>,
}

/// The clusters of the choices with their readings, the readings together at most
/// `limit`; or the members of the cluster past it.
pub(super) fn plan(
    setup: &Setup,
    choices: &[Choice],
    limit: usize,
) -> Result<Vec<Cluster>, OutOfBudget> {
    let mut found = Vec::new();
    let mut total = 0usize;
    for members in clusters(setup, choices) {
        let readings = cluster_readings(setup, choices, &members, limit.saturating_sub(total))
            .ok_or_else(|| OutOfBudget(members.clone()))?;
        total += readings.len();
        found.push(Cluster { members, readings });
    }
    Ok(found)
}

/// The whole-board evaluations judging `found` costs at most.
pub(super) fn cost(found: &[Cluster]) -> usize {
    found.iter().map(|c| c.readings.len()).sum::<usize>() + found.len()
}

/// One cluster: its members and its readings (an option per member).
pub(super) struct Cluster {
    pub(super) members: Vec<usize>,
    pub(super) readings: Vec<Vec<usize>>,
}

impl Cluster {
    /// `picks` with this cluster read as reading `r`.
    fn read(&self, picks: &[usize], r: usize) -> Vec<usize> {
        let mut out = picks.to_vec();
        for (&m, &k) in self.members.iter().zip(&self.readings[r]) {
            out[m] = k;
        }
        out
    }
}

/// The readings of a cluster: those whose tiles fit each other and whose pieces stand on a
/// feature; when there is none, every combination (none is legal then). None past `limit`.
pub(super) fn cluster_readings(
    setup: &Setup,
    choices: &[Choice],
    members: &[usize],
    limit: usize,
) -> Option<Vec<Vec<usize>>> {
    let sub: Vec<Choice> = members.iter().map(|&c| choices[c].clone()).collect();
    let fitting = fitting_readings(setup, &sub, limit)?;
    if !fitting.is_empty() {
        return Some(fitting);
    }
    let product = sub.iter().try_fold(1usize, |p, c| p.checked_mul(c.len()))?;
    if product > limit {
        return None;
    }
    Some(
        (0..product)
            .map(|mut code| {
                sub.iter()
                    .map(|c| {
                        let k = code % c.len();
                        code /= c.len();
                        k
                    })
                    .collect()
            })
            .collect(),
    )
}

impl Judge<'_> {
    /// The held reading: each cluster at its reading with the fewest errors, the others
    /// held (a cluster's errors do not depend on the others' readings).
    fn fewest_errors(&mut self, found: &[Cluster]) -> Result<Vec<usize>, OutOfBudget> {
        self.fewest_errors_from(found, vec![0usize; self.choices.len()])
    }

    /// [`Judge::fewest_errors`], the choices of no cluster of `found` read as in `held`.
    pub(super) fn fewest_errors_from(
        &mut self,
        found: &[Cluster],
        mut held: Vec<usize>,
    ) -> Result<Vec<usize>, OutOfBudget> {
        for cl in found {
            held = cl.read(&held, 0);
        }
        if matches!(self.eval(&held)?, Some((0, _))) {
            return Ok(held);
        }
        for cl in found {
            let mut best: Option<(usize, usize)> = None;
            for r in 0..cl.readings.len() {
                if let Some((errors, _)) = self.eval(&cl.read(&held, r))? {
                    if best.is_none_or(|(e, _)| errors < e) {
                        best = Some((errors, r));
                    }
                    if errors == 0 {
                        // None fewer: the rest of this cluster need not be looked at.
                        break;
                    }
                }
            }
            let (_, r) = best.ok_or_else(|| OutOfBudget(cl.members.clone()))?;
            held = cl.read(&held, r);
        }
        Ok(held)
    }

    /// The readings of cluster `cl` with the rest held at `held` (whose points are `base`):
    /// all of them, or only the legal ones when `legal`.
    pub(super) fn judged(
        &mut self,
        cl: &Cluster,
        held: &[usize],
        base: &[i64],
        legal: bool,
    ) -> Result<Vec<Judged>, OutOfBudget> {
        let mut mine = Vec::new();
        for r in 0..cl.readings.len() {
            let picks = cl.read(held, r);
            let Some((errors, points)) = self.eval(&picks)? else {
                continue;
            };
            if legal && errors > 0 {
                continue;
            }
            let mut usage = vec![0u32; self.types.len()];
            for &m in &cl.members {
                for (a, b) in usage.iter_mut().zip(self.usage_of(m, picks[m])) {
                    *a += b;
                }
            }
            let gain: Vec<i64> = points.iter().zip(base).map(|(p, b)| p - b).collect();
            mine.push(Judged {
                options: cl.readings[r].clone(),
                usage,
                gain,
            });
        }
        Ok(mine)
    }

    /// Judges the choices cluster by cluster, the clusters' readings together at most
    /// `limit`.
    pub(super) fn judge_in_clusters(
        &mut self,
        found: Vec<Cluster>,
        branch_at: usize,
    ) -> Result<Judgement, OutOfBudget> {
        let (setup, choices) = (self.setup, self.choices);
        let all: Vec<usize> = (0..choices.len()).collect();
        let held = self.fewest_errors(&found)?;
        let way = Narrowed::none(choices, branch_at);
        let (held_errors, base) = self.eval(&held)?.ok_or_else(|| OutOfBudget(all.clone()))?;
        let legal = held_errors == 0;
        // Each cluster's readings (legal ones when some reading is legal): the copies they
        // take and their gain over the held reading, with the options they read.
        let mut parts: Vec<Reached> = Vec::new();
        let mut read: Vec<Judgeds> = Vec::new();
        for cl in &found {
            let mine = self.judged_cluster(cl, &held, &base, legal, &way)?;
            parts.push(mine.part(self, &cl.members, None)?);
            read.push(mine);
        }
        let reached = match self.sum(&parts, &all)? {
            r if r.is_empty() => {
                // No reading fits the box: the supply problem is the position's own.
                self.limits = vec![u32::MAX; self.limits.len()];
                self.sum(&parts, &all)?
            }
            r => r,
        };
        let mut diffs: Vec<Vec<i64>> = reached.into_iter().map(|(_, d)| d).collect();
        diffs.sort();
        diffs.dedup();
        let zero = vec![0i64; base.len()];
        let held_judged = diffs.contains(&zero);
        if diffs.is_empty() || (diffs.len() == 1 && !held_judged) {
            // No reading was judged, or the one to show is not among them.
            return Err(OutOfBudget(all));
        }
        let reading = super::apply(setup, choices, &held).unwrap_or_else(|| setup.clone());
        if diffs.len() == 1 {
            return Ok(Judgement {
                reading,
                legal,
                broken: Vec::new(),
                verdict: Verdict::Same,
            });
        }
        let ranges = super::total_ranges(&setup.track, &base, &diffs);
        let mut found_decisive: Vec<(usize, ReadingTotals)> = Vec::new();
        for (ci, cl) in found.iter().enumerate() {
            for &c in &cl.members {
                let mut options: Vec<(usize, Reached)> = Vec::new();
                for k in 0..choices[c].len() {
                    let part = read[ci].part(self, &cl.members, Some((c, k)))?;
                    if !part.is_empty() {
                        options.push((k, part));
                    }
                }
                if let Some(each) = self.differing(&parts, ci, options, &base)? {
                    found_decisive.push((c, each));
                }
            }
        }
        found_decisive.sort_by_key(|(c, _)| *c);
        let (decisive, each): (Vec<usize>, Vec<ReadingTotals>) = found_decisive.into_iter().unzip();
        let (readings, totals) = each.into_iter().map(|e| e.into_iter().unzip()).unzip();
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
}
