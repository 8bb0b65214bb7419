//! Placed tiles and the feature graph.
//!
//! Every feature part of every placed tile is a node; parts that meet across a shared edge
//! are joined with a union-find, so building the graph costs time linear in the number of
//! tiles. Each joined group becomes a [`Group`]: one road, city, river, monastery or
//! field of the board, with what scoring needs to know about it.

use std::collections::HashMap;

use super::catalogue::{
    Catalogue, EdgeKind, FeatureDef, FeatureKind, FeatureMark, TileDef, TileDefId,
};
use super::geometry::{Edge, HalfEdge, Pos, Rotation};
use super::ruleset;
use super::tables::Completion;

/// A tile on the board.
#[derive(Debug, Clone)]
pub struct Placed {
    /// Catalogue index.
    pub def: TileDefId,
    /// Its square.
    pub pos: Pos,
    /// Its turn.
    pub rot: Rotation,
    /// For each board edge N, E, S, W: the feature index lying on it (city/road/river).
    pub(crate) edge_feature: [Option<u8>; 4],
    /// For each board edge: a second feature of the same kind that also reaches it
    /// ([`FeatureDef::shared`]), if any.
    pub(crate) shared_feature: [Option<u8>; 4],
    /// For each board half-edge: the field feature index lying on it.
    pub(crate) half_feature: [Option<u8>; 8],
    /// Edge kinds as seen on the board.
    pub edges: [EdgeKind; 4],
}

impl Placed {
    /// Lays tile `def` at `pos` turned by `rot`.
    pub fn new(def: TileDefId, pos: Pos, rot: Rotation) -> Placed {
        let t = Catalogue::get().tile(def);
        let mut edge_feature = [None; 4];
        let mut shared_feature = [None; 4];
        let mut half_feature = [None; 8];
        let mut edges = [EdgeKind::Field; 4];
        for e in Edge::ALL {
            edges[e.rotate(rot).index()] = t.edges[e.index()];
        }
        for (i, f) in t.features.iter().enumerate() {
            for e in f.edges.iter() {
                edge_feature[e.rotate(rot).index()] = Some(i as u8);
            }
            for e in f.shared.iter() {
                shared_feature[e.rotate(rot).index()] = Some(i as u8);
            }
            for h in f.halves.iter() {
                half_feature[h.rotate(rot).index()] = Some(i as u8);
            }
        }
        Placed {
            def,
            pos,
            rot,
            edge_feature,
            shared_feature,
            half_feature,
            edges,
        }
    }

    /// The features lying on board edge `e`: its own, and one that shares it.
    pub(crate) fn on_edge(&self, e: Edge) -> impl Iterator<Item = usize> + '_ {
        [self.edge_feature[e.index()], self.shared_feature[e.index()]]
            .into_iter()
            .flatten()
            .map(usize::from)
    }

    /// The catalogue entry.
    pub fn tile(&self) -> &'static TileDef {
        Catalogue::get().tile(self.def)
    }
}

/// A node of the feature graph: feature `feature` of placed tile `tile`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Part {
    /// Index of the placed tile.
    pub tile: usize,
    /// Index of the feature in the tile's catalogue entry.
    pub feature: usize,
}

/// Index of a [`Group`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroupId(pub usize);

/// One joined feature of the board.
#[derive(Debug, Clone)]
pub struct Group {
    /// Its kind.
    pub kind: FeatureKind,
    /// Its parts, in placement order.
    pub parts: Vec<Part>,
    /// Distinct tiles it covers (a tile entered twice counts once).
    pub tiles: Vec<usize>,
    /// Pennants on its parts.
    pub pennants: u32,
    /// The marks printed on its parts (inns, cathedrals, goods ...), counted by
    /// [`FeatureMark::index`].
    pub marks: [u32; ruleset::MARKS.len()],
    /// Edges of its parts that face no matching edge (cities, roads, river).
    pub(crate) open_edges: u32,
    /// For features complete when surrounded (monasteries): neighbouring tiles present
    /// (0..=8).
    pub neighbours: u32,
    /// For fields: the city groups it touches.
    pub cities: Vec<GroupId>,
}

impl Group {
    /// Adds feature `feature` (drawn as `f`) of placed tile `tile` to the group: its part, its
    /// tile (once) and what it carries (pennants, the marks expansions declare).
    fn add_part(&mut self, tile: usize, feature: usize, f: &FeatureDef) {
        self.parts.push(Part { tile, feature });
        if self.tiles.last() != Some(&tile) {
            self.tiles.push(tile);
        }
        self.pennants += u32::from(f.pennants);
        for m in f.marks.iter() {
            self.marks[m.index()] += 1;
        }
    }

    /// How many of `mark` its parts show.
    pub fn count(&self, mark: FeatureMark) -> u32 {
        self.marks[mark.index()]
    }

    /// An empty group of `kind`, to which parts are added.
    pub fn new(kind: FeatureKind) -> Group {
        Group {
            kind,
            parts: Vec::new(),
            tiles: Vec::new(),
            pennants: 0,
            marks: [0; ruleset::MARKS.len()],
            open_edges: 0,
            neighbours: 0,
            cities: Vec::new(),
        }
    }

    /// Whether the feature is complete, as its kind completes: a closed road, city or river,
    /// a monastery with all eight neighbours. Fields are never complete.
    pub(crate) fn is_complete(&self) -> bool {
        match self.kind.def().completes {
            Completion::ClosedEdges => self.open_edges == 0,
            Completion::Surrounded => self.neighbours == 8,
            Completion::Never => false,
        }
    }

    /// The number of tiles.
    pub(crate) fn tile_count(&self) -> u32 {
        self.tiles.len() as u32
    }

    /// The tiles its score counts: its own, and for a feature complete when surrounded (a
    /// monastery, a garden) each neighbouring tile too.
    pub fn counted_tiles(&self) -> u32 {
        match self.kind.def().completes {
            Completion::Surrounded => self.tile_count() + self.neighbours,
            Completion::ClosedEdges | Completion::Never => self.tile_count(),
        }
    }
}

/// A touching pair of edges whose kinds do not match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mismatch {
    /// The later-placed tile.
    pub tile: usize,
    /// Its edge.
    pub edge: Edge,
    /// The earlier tile it touches.
    pub other: usize,
}

/// The board: placed tiles and the feature graph.
#[derive(Debug, Clone)]
pub struct Board {
    /// Tiles in the order given.
    pub tiles: Vec<Placed>,
    at: HashMap<Pos, usize>,
    node_base: Vec<usize>,
    node_group: Vec<usize>,
    /// Joined features.
    pub groups: Vec<Group>,
    /// Edges that touch without matching.
    pub mismatches: Vec<Mismatch>,
    /// Tiles that could not be laid because their square was taken: (tile, earlier tile).
    pub(crate) overlaps: Vec<(usize, usize)>,
}

struct UnionFind {
    parent: Vec<usize>,
    size: Vec<u32>,
}

impl UnionFind {
    fn new() -> UnionFind {
        UnionFind {
            parent: Vec::new(),
            size: Vec::new(),
        }
    }

    fn add(&mut self) -> usize {
        self.parent.push(self.parent.len());
        self.size.push(1);
        self.parent.len() - 1
    }

    fn find(&mut self, mut x: usize) -> usize {
        let mut root = x;
        while self.parent[root] != root {
            root = self.parent[root];
        }
        while self.parent[x] != root {
            let next = self.parent[x];
            self.parent[x] = root;
            x = next;
        }
        root
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let (big, small) = if self.size[ra] >= self.size[rb] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.parent[small] = big;
        self.size[big] += self.size[small];
    }
}

/// The existing groups a new tile's features join, as a small union-find over the new
/// features (`0..nf`) and the groups touched (`nf..`, in the order first met).
struct Joins {
    nf: usize,
    touched: Vec<usize>,
    uf: UnionFind,
}

impl Joins {
    fn new(nf: usize) -> Joins {
        let mut uf = UnionFind::new();
        for _ in 0..nf {
            uf.add();
        }
        Joins {
            nf,
            touched: Vec::new(),
            uf,
        }
    }

    /// The new tile's feature `feature` joins existing group `group`.
    fn join(&mut self, feature: usize, group: usize) {
        let k = match self.touched.iter().position(|&x| x == group) {
            Some(k) => self.nf + k,
            None => {
                self.touched.push(group);
                self.uf.add()
            }
        };
        self.uf.union(feature, k);
    }
}

/// The groups merged by a new tile: the group each component keeps (by union-find root,
/// `usize::MAX` for none), and the groups removed, in order.
struct Merged {
    keep_of_root: Vec<usize>,
    removed: Vec<usize>,
}

impl Merged {
    /// Group `g`'s number once the removed groups are gone.
    fn renumber(&self, g: usize) -> usize {
        g - self.removed.partition_point(|&r| r < g)
    }
}

impl Board {
    /// Lays the tiles in order and joins their features. A tile whose square is already
    /// taken is recorded in `Board::overlaps` and left out of the graph.
    pub fn build(tiles: &[(TileDefId, Pos, Rotation)]) -> Board {
        let cat = Catalogue::get();
        let mut placed = Vec::with_capacity(tiles.len());
        let mut at: HashMap<Pos, usize> = HashMap::with_capacity(tiles.len());
        let mut overlaps = Vec::new();
        let mut node_base = Vec::with_capacity(tiles.len());
        let mut uf = UnionFind::new();
        let mut mismatches = Vec::new();
        // Each tile's neighbour across each edge (by the edge's index), noted on both tiles
        // when the later of the two is laid: the squares `at` holds around each tile (tile
        // indexes, as u32 to keep a large board's list small: files hold at most 100,000).
        let mut beside: Vec<[Option<u32>; 4]> = vec![[None; 4]; tiles.len()];
        for (i, &(def, pos, rot)) in tiles.iter().enumerate() {
            let p = Placed::new(def, pos, rot);
            node_base.push(uf.parent.len());
            for _ in &cat.tile(def).features {
                uf.add();
            }
            if let Some(&other) = at.get(&pos) {
                overlaps.push((i, other));
                placed.push(p);
                continue;
            }
            at.insert(pos, i);
            for e in Edge::ALL {
                let Some(&j) = at.get(&pos.step(e)) else {
                    continue;
                };
                beside[i][e.index()] = Some(j as u32);
                beside[j][e.opposite().index()] = Some(i as u32);
                let q: &Placed = &placed[j];
                let back = e.opposite();
                if !p.edges[e.index()].meets(q.edges[back.index()]) {
                    mismatches.push(Mismatch {
                        tile: i,
                        edge: e,
                        other: j,
                    });
                    continue;
                }
                for a in p.on_edge(e) {
                    for b in q.on_edge(back) {
                        uf.union(node_base[i] + a, node_base[j] + b);
                    }
                }
                for h in e.halves() {
                    let f = h.facing();
                    if let (Some(a), Some(b)) =
                        (p.half_feature[h.index()], q.half_feature[f.index()])
                    {
                        uf.union(node_base[i] + a as usize, node_base[j] + b as usize);
                    }
                }
            }
            placed.push(p);
        }
        let mut board = Board {
            tiles: placed,
            at,
            node_base,
            node_group: Vec::new(),
            groups: Vec::new(),
            mismatches,
            overlaps,
        };
        board.collect_groups(&mut uf, &beside);
        board
    }

    /// Makes the groups of the joined parts; `beside` holds each tile's neighbours (the tiles
    /// `at` holds on the squares across its edges).
    fn collect_groups(&mut self, uf: &mut UnionFind, beside: &[[Option<u32>; 4]]) {
        let n = uf.parent.len();
        let mut root_group: Vec<usize> = vec![usize::MAX; n];
        let mut node_group = vec![0; n];
        // One group per root.
        self.groups = Vec::with_capacity((0..n).filter(|&x| uf.parent[x] == x).count());
        let overlapped: Vec<bool> = {
            let mut v = vec![false; self.tiles.len()];
            for &(i, _) in &self.overlaps {
                v[i] = true;
            }
            v
        };
        for (ti, p) in self.tiles.iter().enumerate() {
            let def = p.tile();
            for (fi, f) in def.features.iter().enumerate() {
                let node = self.node_base[ti] + fi;
                let root = uf.find(node);
                if root_group[root] == usize::MAX {
                    root_group[root] = self.groups.len();
                    self.groups.push(Group::new(f.kind));
                }
                let g = root_group[root];
                node_group[node] = g;
                let group = &mut self.groups[g];
                group.add_part(ti, fi, f);
                for e in f.edges.iter().chain(f.shared.iter()) {
                    let be = e.rotate(p.rot);
                    let neighbour = if overlapped[ti] {
                        None
                    } else {
                        beside[ti][be.index()].map(|j| j as usize)
                    };
                    let matched = neighbour.is_some_and(|j| {
                        self.tiles[j].edges[be.opposite().index()].meets(p.edges[be.index()])
                    });
                    if !matched {
                        group.open_edges += 1;
                    }
                }
                if f.kind.def().completes == Completion::Surrounded {
                    group.neighbours = p
                        .pos
                        .ring()
                        .iter()
                        .filter(|q| self.at.contains_key(q))
                        .count() as u32;
                }
            }
        }
        // Parts of one tile are added together, so `tiles` holds each tile once per group
        // unless a group leaves a tile and comes back to it later in placement order.
        for g in &mut self.groups {
            g.tiles.sort_unstable();
            g.tiles.dedup();
        }
        for (ti, p) in self.tiles.iter().enumerate() {
            for (fi, f) in p.tile().features.iter().enumerate() {
                if f.kind != FeatureKind::Field {
                    continue;
                }
                let g = node_group[self.node_base[ti] + fi];
                for &c in f.cities.iter() {
                    let cg = GroupId(node_group[self.node_base[ti] + c]);
                    if !self.groups[g].cities.contains(&cg) {
                        self.groups[g].cities.push(cg);
                    }
                }
            }
        }
        self.node_group = node_group;
    }

    /// Lays one more tile: afterwards the board is exactly [`Board::build`] of its tiles
    /// with this one added at the end (same groups, same group numbers, same lists in the
    /// same order), but built from the board as it stands, touching only the groups the tile
    /// joins and its neighbours' monasteries, plus a renumbering pass when it joins groups.
    /// On a taken square, or on a board that already holds overlapping tiles, every tile is
    /// laid again.
    pub fn push(&mut self, def: TileDefId, pos: Pos, rot: Rotation) {
        if self.at.contains_key(&pos) || !self.overlaps.is_empty() {
            let mut tiles: Vec<(TileDefId, Pos, Rotation)> =
                self.tiles.iter().map(|t| (t.def, t.pos, t.rot)).collect();
            tiles.push((def, pos, rot));
            *self = Board::build(&tiles);
            return;
        }
        let p = Placed::new(def, pos, rot);
        let mut joins = self.meet_neighbours(&p);
        let merged = self.merge(&mut joins);
        self.add_features(p, &mut joins, &merged);
        self.count_surrounding(pos);
        self.field_cities();
    }

    /// The groups of the neighbours' edges that the new tile `p` meets, joined with its
    /// features; edges that do not match are recorded as mismatches, and the neighbours'
    /// features on matching edges are no longer open there.
    fn meet_neighbours(&mut self, p: &Placed) -> Joins {
        let i = self.tiles.len();
        let mut joins = Joins::new(p.tile().features.len());
        let mut closes: Vec<usize> = Vec::new();
        for e in Edge::ALL {
            let Some(&j) = self.at.get(&p.pos.step(e)) else {
                continue;
            };
            let q = &self.tiles[j];
            let back = e.opposite();
            if !p.edges[e.index()].meets(q.edges[back.index()]) {
                self.mismatches.push(Mismatch {
                    tile: i,
                    edge: e,
                    other: j,
                });
                continue;
            }
            // The neighbour's features on this edge are no longer open there.
            for b in q.on_edge(back) {
                let g = self.node_group[self.node_base[j] + b];
                closes.push(g);
                for a in p.on_edge(e) {
                    joins.join(a, g);
                }
            }
            for h in e.halves() {
                let f = h.facing();
                if let (Some(a), Some(b)) = (p.half_feature[h.index()], q.half_feature[f.index()]) {
                    joins.join(a as usize, self.node_group[self.node_base[j] + b as usize]);
                }
            }
        }
        for g in closes {
            self.groups[g].open_edges -= 1;
        }
        joins
    }

    /// Merges the groups the new tile joins together: per component, the lowest existing
    /// group keeps its number and the others join it; groups after a removed one move down.
    fn merge(&mut self, joins: &mut Joins) -> Merged {
        let mut merged = Merged {
            keep_of_root: vec![usize::MAX; joins.uf.parent.len()],
            removed: Vec::new(),
        };
        let mut order: Vec<usize> = (0..joins.touched.len()).collect();
        order.sort_by_key(|&k| joins.touched[k]);
        let mut kept: Vec<usize> = Vec::new();
        // (group removed, the group it joined)
        let mut joined: Vec<(usize, usize)> = Vec::new();
        for k in order {
            let root = joins.uf.find(joins.nf + k);
            let g = joins.touched[k];
            if merged.keep_of_root[root] == usize::MAX {
                merged.keep_of_root[root] = g;
                kept.push(g);
            } else {
                let keep = merged.keep_of_root[root];
                self.absorb(keep, g);
                merged.removed.push(g);
                joined.push((g, keep));
            }
        }
        if merged.removed.is_empty() {
            return merged;
        }
        merged.removed.sort_unstable();
        for ng in &mut self.node_group {
            let g = joined
                .iter()
                .find(|&&(gone, _)| gone == *ng)
                .map_or(*ng, |&(_, keep)| keep);
            *ng = merged.renumber(g);
        }
        let mut k = 0;
        self.groups.retain(|_| {
            let stay = merged.removed.binary_search(&k).is_err();
            k += 1;
            stay
        });
        for &g in &kept {
            let group = &mut self.groups[merged.renumber(g)];
            group.parts.sort_unstable();
            group.tiles.sort_unstable();
            group.tiles.dedup();
        }
        merged
    }

    /// Group `gone` joins group `keep` (left empty in its place until renumbered away).
    fn absorb(&mut self, keep: usize, gone: usize) {
        let gone = std::mem::replace(&mut self.groups[gone], Group::new(FeatureKind::Field));
        let into = &mut self.groups[keep];
        into.parts.extend(gone.parts);
        into.tiles.extend(gone.tiles);
        into.pennants += gone.pennants;
        for (a, b) in into.marks.iter_mut().zip(gone.marks) {
            *a += b;
        }
        into.open_edges += gone.open_edges;
    }

    /// The new tile's features, in order: each joins its component's group, or starts a new
    /// one; then the tile is on the board.
    fn add_features(&mut self, p: Placed, joins: &mut Joins, merged: &Merged) {
        let i = self.tiles.len();
        self.node_base.push(self.node_group.len());
        self.at.insert(p.pos, i);
        let mut new_of_root: Vec<usize> = vec![usize::MAX; joins.uf.parent.len()];
        for (fi, f) in p.tile().features.iter().enumerate() {
            let root = joins.uf.find(fi);
            let g = if merged.keep_of_root[root] != usize::MAX {
                merged.renumber(merged.keep_of_root[root])
            } else {
                if new_of_root[root] == usize::MAX {
                    new_of_root[root] = self.groups.len();
                    self.groups.push(Group::new(f.kind));
                }
                new_of_root[root]
            };
            self.node_group.push(g);
            let group = &mut self.groups[g];
            group.add_part(i, fi, f);
            for e in f.edges.iter().chain(f.shared.iter()) {
                let be = e.rotate(p.rot);
                let matched = self.at.get(&p.pos.step(be)).is_some_and(|&j| {
                    self.tiles[j].edges[be.opposite().index()].meets(p.edges[be.index()])
                });
                if !matched {
                    group.open_edges += 1;
                }
            }
        }
        self.tiles.push(p);
    }

    /// Features complete when surrounded (monasteries): the new tile's count its neighbours,
    /// those around it gain one.
    fn count_surrounding(&mut self, pos: Pos) {
        let ring = |board: &Board, at: Pos| {
            at.ring()
                .iter()
                .filter(|q| board.at.contains_key(q))
                .count() as u32
        };
        let mut around: Vec<usize> = pos.ring().iter().filter_map(|q| self.tile_at(*q)).collect();
        around.push(self.tiles.len() - 1);
        for t in around {
            let tp = self.tiles[t].pos;
            for (fi, f) in self.tiles[t].tile().features.iter().enumerate() {
                if f.kind.def().completes == Completion::Surrounded {
                    let n = ring(self, tp);
                    let g = self.node_group[self.node_base[t] + fi];
                    self.groups[g].neighbours = n;
                }
            }
        }
    }

    /// The cities each field touches, in the order its parts meet them.
    fn field_cities(&mut self) {
        for g in 0..self.groups.len() {
            if self.groups[g].kind != FeatureKind::Field {
                continue;
            }
            let mut cities = std::mem::take(&mut self.groups[g].cities);
            cities.clear();
            for part in &self.groups[g].parts {
                let f = &self.tiles[part.tile].tile().features[part.feature];
                for &c in f.cities.iter() {
                    let cg = GroupId(self.node_group[self.node_base[part.tile] + c]);
                    if !cities.contains(&cg) {
                        cities.push(cg);
                    }
                }
            }
            self.groups[g].cities = cities;
        }
    }

    /// The group holding feature `feature` of placed tile `tile`.
    pub(crate) fn group_of(&self, tile: usize, feature: usize) -> GroupId {
        GroupId(self.node_group[self.node_base[tile] + feature])
    }

    /// A group.
    pub fn group(&self, id: GroupId) -> &Group {
        &self.groups[id.0]
    }

    /// The tile index on a square.
    pub fn tile_at(&self, pos: Pos) -> Option<usize> {
        self.at.get(&pos).copied()
    }

    /// Whether a square holds a tile.
    pub fn occupied(&self, pos: Pos) -> bool {
        self.at.contains_key(&pos)
    }

    /// The field group on a board half-edge of a placed tile.
    pub fn field_at(&self, tile: usize, half: HalfEdge) -> Option<GroupId> {
        self.tiles[tile].half_feature[half.index()].map(|f| self.group_of(tile, f as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Everything a board holds, for comparing two boards (`at` sorted).
    fn dump(b: &Board) -> String {
        let mut at: Vec<(Pos, usize)> = b.at.iter().map(|(&p, &t)| (p, t)).collect();
        at.sort_by_key(|&(p, t)| (p.x, p.y, t));
        format!(
            "{:?}\n{at:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
            b.tiles, b.node_base, b.node_group, b.groups, b.mismatches, b.overlaps
        )
    }

    /// Two city parts sharing an edge (`HS/CC!.v`: `city(E shares:N)`) stay apart and open
    /// there while the square beyond is empty; a city laid against that edge joins both into
    /// one group, closed there, whether the board is built at once or tile by tile.
    #[test]
    fn a_shared_edge_joins_both_cities_across_it() {
        let cat = Catalogue::get();
        let two = cat.index_of("HS/CC!.v").expect("the Hills & Sheep tile");
        let cap = cat.index_of("BA/RCr").expect("a tile with one city edge");
        let alone = Board::build(&[(two, Pos::new(0, 0), Rotation::R0)]);
        let (nw, e) = (alone.group_of(0, 0), alone.group_of(0, 1));
        assert_ne!(nw, e);
        assert_eq!(alone.group(nw).open_edges, 2);
        assert_eq!(alone.group(e).open_edges, 2);
        // BA/RCr turned half round shows its city to the south, against the shared edge.
        let tiles = [
            (two, Pos::new(0, 0), Rotation::R0),
            (cap, Pos::new(0, -1), Rotation::ALL[2]),
        ];
        let mut pushed = Board::build(&tiles[..1]);
        pushed.push(tiles[1].0, tiles[1].1, tiles[1].2);
        for board in [Board::build(&tiles), pushed] {
            let city = board.group_of(1, 0);
            assert_eq!(board.group_of(0, 0), city);
            assert_eq!(board.group_of(0, 1), city);
            // Open: the two cities' W and E, nothing else.
            assert_eq!(board.group(city).open_edges, 2);
        }
    }

    /// Tiles laid one by one with `push` give the board `build` gives, after every tile:
    /// random tiles of the whole catalogue, random turns, random free squares of a small
    /// area (edges often do not match, features join and split), and a taken square now and
    /// then.
    #[test]
    fn push_lays_tiles_as_build_does() {
        let cat = Catalogue::get();
        let ids: Vec<TileDefId> = cat.ids().collect();
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for game in 0..150 {
            let side = 3 + game % 5;
            let mut tiles: Vec<(TileDefId, Pos, Rotation)> = Vec::new();
            let mut board = Board::build(&[]);
            for _ in 0..side * side + 2 {
                let pos = Pos {
                    x: next(side) as i64,
                    y: next(side) as i64,
                };
                if board.occupied(pos) && game % 4 != 0 {
                    continue;
                }
                let t = (ids[next(ids.len())], pos, Rotation::ALL[next(4)]);
                tiles.push(t);
                board.push(t.0, t.1, t.2);
                assert_eq!(dump(&board), dump(&Board::build(&tiles)), "game {game}");
            }
        }
    }
}
