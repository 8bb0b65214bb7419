//! A cluster with many readings, read one choice at a time: with that choice read one way,
//! the rest of the cluster may split into smaller clusters (a tile that joined two fields
//! in some picture no longer does), each tried on its own, and their readings combined as
//! the clusters of the whole board are. Every reading of the cluster reads the choice one
//! way or another, so the union over its options is exactly the cluster's readings.

use super::clusters::{cluster_readings, clusters, Cluster, Judged};
use super::{Choice, Judge, OutOfBudget, Reached};
use crate::carcassonne::geometry::Edge;
use crate::carcassonne::transcription::table_edges;

/// Readings past which a cluster is read one choice at a time, when that is cheaper.
pub(crate) const BRANCH_AT: usize = 128;

/// One way of reading the branching choice: the rest of the cluster as the smaller clusters
/// it splits into, each with its judged readings (gains over `points`), and the gain of the
/// branch's own held reading over the whole board's.
pub(super) struct Branch {
    option: usize,
    offset: Vec<i64>,
    parts: Vec<(Vec<usize>, Judgeds)>,
}

/// A cluster's judged readings: all of them, or per option of one choice.
pub(super) enum Judgeds {
    Flat(Vec<Judged>),
    Branched {
        choice: usize,
        branches: Vec<Branch>,
    },
}

/// The choices as narrowed by the branches taken so far: each choice read one way has that
/// one option left (`fixed`: which of its options as written), and clusters of more than
/// `branch_at` readings are read one choice at a time.
#[derive(Clone)]
pub(super) struct Narrowed {
    pub(super) choices: Vec<Choice>,
    pub(super) fixed: Vec<Option<usize>>,
    pub(super) branch_at: usize,
}

impl Narrowed {
    /// The choices as written.
    pub(super) fn none(choices: &[Choice], branch_at: usize) -> Narrowed {
        Narrowed {
            choices: choices.to_vec(),
            fixed: vec![None; choices.len()],
            branch_at,
        }
    }
}

/// The (copies, gain) of judged readings, those where member `j` reads `k` when given.
fn part_of(judged: &[Judged], only: Option<(usize, usize)>) -> Reached {
    let mut part: Reached = judged
        .iter()
        .filter(|r| only.is_none_or(|(j, k)| r.options[j] == k))
        .map(|r| (r.usage.clone(), r.gain.clone()))
        .collect();
    part.sort();
    part.dedup();
    part
}

impl Judgeds {
    /// The (copies, gain over the whole board's held reading) of the cluster's readings
    /// (`members` its choices), only those where choice `c` reads `k` when `only` says so.
    pub(super) fn part(
        &self,
        judge: &Judge<'_>,
        members: &[usize],
        only: Option<(usize, usize)>,
    ) -> Result<Reached, OutOfBudget> {
        let at =
            |of: &[usize]| only.and_then(|(c, k)| of.iter().position(|&m| m == c).map(|j| (j, k)));
        match self {
            Judgeds::Flat(judged) => Ok(part_of(judged, at(members))),
            Judgeds::Branched { choice, branches } => {
                let mut out: Reached = Vec::new();
                for b in branches {
                    if only.is_some_and(|(c, k)| c == *choice && k != b.option) {
                        continue;
                    }
                    let mut parts: Vec<Reached> = Vec::new();
                    for (sub, judged) in &b.parts {
                        let within = only.filter(|(c, _)| sub.contains(c));
                        parts.push(judged.part(judge, sub, within)?);
                    }
                    let summed = judge.sum(&parts, members)?;
                    out.extend(summed.into_iter().map(|(u, g)| {
                        let gain = g.iter().zip(&b.offset).map(|(a, o)| a + o).collect();
                        (u, gain)
                    }));
                }
                out.sort();
                out.dedup();
                Ok(out)
            }
        }
    }
}

impl Judge<'_> {
    /// Cluster `cl` read one choice at a time (the one with the most options), when every
    /// way of reading it splits the rest into clusters whose readings are fewer together
    /// than the cluster's; None otherwise. `held` is the whole board's held reading, with
    /// points `base`; `legal`: only legal readings count.
    pub(super) fn branched(
        &mut self,
        cl: &Cluster,
        held: &[usize],
        base: &[i64],
        legal: bool,
        way: &Narrowed,
    ) -> Result<Option<Judgeds>, OutOfBudget> {
        let setup = self.setup;
        let Some(&b) = cl
            .members
            .iter()
            .filter(|&&m| way.choices[m].len() > 1)
            .max_by_key(|&&m| (way.choices[m].len(), std::cmp::Reverse(m)))
        else {
            return Ok(None);
        };
        let mut plans: Vec<(usize, Vec<Cluster>, Narrowed)> = Vec::new();
        let mut cost = 0usize;
        for k in 0..way.choices[b].len() {
            let mut inner = way.clone();
            inner.choices[b] = one_way(&way.choices[b], k);
            inner.fixed[b] = Some(k);
            let narrowed = &inner.choices;
            let subs: Vec<Vec<usize>> = clusters(setup, narrowed)
                .into_iter()
                .filter(|g| g.iter().any(|m| cl.members.contains(m)))
                .collect();
            let covered: usize = subs.iter().map(Vec::len).sum();
            if covered != cl.members.len() || subs.iter().flatten().any(|m| !cl.members.contains(m))
            {
                return Ok(None);
            }
            let mut found = Vec::new();
            for members in subs {
                let limit = cl.readings.len().saturating_sub(cost);
                let Some(mut readings) = cluster_readings(setup, narrowed, &members, limit) else {
                    return Ok(None);
                };
                // Back to the options of the choices as written: a choice read one way has
                // that one option left.
                for (j, &m) in members.iter().enumerate() {
                    if let Some(o) = inner.fixed[m] {
                        for r in &mut readings {
                            r[j] = o;
                        }
                    }
                }
                cost += readings.len();
                found.push(Cluster { members, readings });
            }
            plans.push((k, found, inner));
        }
        if cost >= cl.readings.len() {
            return Ok(None);
        }
        let mut branches = Vec::new();
        for (option, subs, inner) in plans {
            let mut picks = held.to_vec();
            picks[b] = option;
            let mine = self.fewest_errors_from(&subs, picks)?;
            let Some((errors, points)) = self.eval(&mine)? else {
                continue;
            };
            if legal && errors > 0 {
                if !fits_written_neighbours(self, b, option) {
                    // The picture clashes with a tile written exactly: no reading that reads
                    // the choice this way is legal.
                    continue;
                }
                // Otherwise the fewest errors found are not proof that no reading of this
                // way is legal (two parts may break one rule at one place, counted once):
                // the cluster is tried reading by reading instead.
                return Ok(None);
            }
            let mut parts = Vec::new();
            for sub in &subs {
                let judged = self.judged_cluster(sub, &mine, &points, legal, &inner)?;
                parts.push((sub.members.clone(), judged));
            }
            branches.push(Branch {
                option,
                offset: points.iter().zip(base).map(|(p, b)| p - b).collect(),
                parts,
            });
        }
        Ok(Some(Judgeds::Branched {
            choice: b,
            branches,
        }))
    }
}

impl Judge<'_> {
    /// The judged readings of cluster `cl`, the rest of the board held at `held` (whose
    /// points are `base`): read one choice at a time when it has more than `branch_at`
    /// readings and that is cheaper, else one by one.
    pub(super) fn judged_cluster(
        &mut self,
        cl: &Cluster,
        held: &[usize],
        base: &[i64],
        legal: bool,
        way: &Narrowed,
    ) -> Result<Judgeds, OutOfBudget> {
        if legal && cl.readings.len() > way.branch_at {
            if let Some(b) = self.branched(cl, held, base, legal, way)? {
                return Ok(b);
            }
        }
        Ok(Judgeds::Flat(self.judged(cl, held, base, legal)?))
    }
}

/// Whether option `k` of choice `c` (a tile's picture) fits every neighbour whose tile is
/// written exactly (not left open); a piece choice fits.
fn fits_written_neighbours(judge: &Judge<'_>, c: usize, k: usize) -> bool {
    let Choice::Tile { tile, options } = &judge.choices[c] else {
        return true;
    };
    let setup = judge.setup;
    let open = super::slots::tile_choices(judge.choices);
    let at = super::slots::squares(setup);
    let mine = table_edges(options[k]);
    Edge::ALL
        .into_iter()
        .all(|e| match at.get(&setup.tiles[*tile].pos.step(e)) {
            Some(&j) if !open.contains_key(&j) => {
                let t = &setup.tiles[j];
                table_edges((t.def, t.rot))[e.opposite().index()] == mine[e.index()]
            }
            _ => true,
        })
}

/// Choice `c` with only its option `k` left.
fn one_way(c: &Choice, k: usize) -> Choice {
    match c {
        Choice::Tile { tile, options } => Choice::Tile {
            tile: *tile,
            options: vec![options[k]],
        },
        Choice::Piece {
            tile,
            piece,
            options,
        } => Choice::Piece {
            tile: *tile,
            piece: *piece,
            options: vec![options[k]],
        },
    }
}
