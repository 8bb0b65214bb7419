//! The slot graph of a board whose tiles may show several pictures: every feature part is
//! given by its *slots* (the 4 edges, 8 half-edges and one inner place per feature kind of
//! its tile), and the *upper graph* joins every pair of slots that some picture joins on
//! its tile, and the facing slots of two neighbours whose edges some pair of pictures
//! matches. Every feature of every reading lies within one group of the upper graph.

use std::collections::HashMap;

use super::Choice;
use crate::carcassonne::catalogue::{Catalogue, FeatureDef, FeatureKind};
use crate::carcassonne::geometry::{Edge, Pos, Rotation};
use crate::carcassonne::pieces::Locator;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::transcription::{table_edges, Candidate};

/// Slots of a tile: 4 edges, 8 half-edges, then one inner place per feature kind.
const INNER: usize = 12;

/// Slots per tile: the inner places, then the second inner place (`inner2`).
pub(crate) fn slots() -> usize {
    INNER + FeatureKind::ALL.len() + 1
}

/// The second inner place's slot (a field beside another between crossing cities).
fn inner2() -> usize {
    INNER + FeatureKind::ALL.len()
}

pub(crate) fn kind_index(k: FeatureKind) -> usize {
    FeatureKind::ALL.iter().position(|&x| x == k).unwrap_or(0)
}

/// The slots (of its tile) feature `f` of a tile turned by `rot` covers.
pub(crate) fn feature_slots(f: &FeatureDef, rot: Rotation) -> Vec<usize> {
    let mut out: Vec<usize> = f.edges.iter().map(|e| e.rotate(rot).index()).collect();
    out.extend(f.halves.iter().map(|h| 4 + h.rotate(rot).index()));
    if f.inner2 {
        out.push(inner2());
    } else if f.inner || out.is_empty() {
        out.push(INNER + kind_index(f.kind));
    }
    out
}

/// The slot a locator names.
pub(crate) fn locator_slot(l: Locator) -> usize {
    match l {
        Locator::Edge(_, e) => e.index(),
        Locator::Half(_, h) => 4 + h.index(),
        Locator::Inner(k) => INNER + kind_index(k),
        Locator::Inner2(_) => inner2(),
    }
}

/// A union-find over slots (tile `i`'s slot `x` is `i * slots() + x`).
pub(crate) struct UnionFind(Vec<usize>);

impl UnionFind {
    /// `n` elements, each alone.
    pub(crate) fn new(n: usize) -> UnionFind {
        UnionFind((0..n).collect())
    }

    /// The root of `x`'s group.
    pub(crate) fn find(&mut self, mut x: usize) -> usize {
        while self.0[x] != x {
            self.0[x] = self.0[self.0[x]];
            x = self.0[x];
        }
        x
    }

    /// Joins the groups of `a` and `b`.
    pub(crate) fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a] = b;
        }
    }
}

/// Each square's tile entry (the first, where two stand on one square).
pub(crate) fn squares(setup: &Setup) -> HashMap<Pos, usize> {
    let mut at = HashMap::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        at.entry(t.pos).or_insert(i);
    }
    at
}

/// Each open tile entry's picture choice (tile entry -> index into `choices`).
pub(crate) fn tile_choices(choices: &[Choice]) -> HashMap<usize, usize> {
    choices
        .iter()
        .enumerate()
        .filter(|(_, ch)| matches!(ch, Choice::Tile { .. }))
        .map(|(c, ch)| (ch.tile(), c))
        .collect()
}

/// The pictures each tile may show: one for a settled tile, the options of an open one.
pub(crate) fn pictures(setup: &Setup, choices: &[Choice]) -> Vec<Vec<Candidate>> {
    let mut pics: Vec<Vec<Candidate>> = setup.tiles.iter().map(|t| vec![(t.def, t.rot)]).collect();
    for c in choices {
        if let Choice::Tile { tile, options } = c {
            pics[*tile] = options.clone();
        }
    }
    pics
}

/// Every slot a piece may stand on (tile entry, slot): the pieces written, and every place
/// an open piece may take.
pub(crate) fn piece_slots(setup: &Setup, choices: &[Choice]) -> Vec<(usize, usize)> {
    let mut open: HashMap<(usize, usize), &[Locator]> = HashMap::new();
    for c in choices {
        if let Choice::Piece {
            tile,
            piece,
            options,
        } = c
        {
            open.insert((*tile, *piece), options);
        }
    }
    let mut out = Vec::new();
    for (i, t) in setup.tiles.iter().enumerate() {
        for (k, p) in t.pieces.iter().enumerate() {
            match open.get(&(i, k)) {
                Some(places) => out.extend(places.iter().map(|&l| (i, locator_slot(l)))),
                None => out.push((i, locator_slot(p.locator))),
            }
        }
    }
    out
}

/// The upper graph: what some picture of each tile joins, and the facing slots of
/// neighbours whose edges some pair of pictures matches.
pub(crate) fn upper_graph(setup: &Setup, pics: &[Vec<Candidate>]) -> UnionFind {
    let cat = Catalogue::get();
    let s = slots();
    let mut uf = UnionFind::new(setup.tiles.len() * s);
    let at = squares(setup);
    for (i, p) in pics.iter().enumerate() {
        for &(d, r) in p {
            for f in &cat.tile(d).features {
                let sl = feature_slots(f, r);
                for &x in &sl[1..] {
                    uf.union(i * s + sl[0], i * s + x);
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
            let matches = pics[i].iter().any(|&a| {
                pics[j]
                    .iter()
                    .any(|&b| table_edges(a)[e.index()] == table_edges(b)[back.index()])
            });
            if !matches {
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
