//! Transcription aids: `rot: auto` and `seen: "NESW marks"`.
//!
//! A tile copied from a photo may leave its turn (`rot: auto`) or even its id (`seen`) to
//! arbiter. Every such tile gets a domain of candidate pictures (a tile id and a turn; turns
//! that give the same picture count once); the edges of neighbouring tiles and the number of
//! copies in the box narrow them, all at once. A tile is settled only when exactly one picture
//! is left for it in every solution of the whole board; arbiter never guesses.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::catalogue::{Catalogue, EdgeKind, FeatureKind, FeatureMark, Marks, TileDef, TileDefId};
use super::geometry::{Edge, Pos, Rotation};
use super::legality::placement::copies_allowed;
use super::ruleset::FEATURES;
use super::variants::Rules;

/// Something visible on a tile besides its edges: the `seen` marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// A feature whose kind is a mark of its own (a monastery: its kind's
    /// [`seen_mark`](super::tables::FeatureKindDef::seen_mark)); its words are the kind's.
    Feature(FeatureKind),
    /// One pennant (coat of arms); written once per pennant.
    Pennant,
    /// A mark printed on a feature that an expansion declares (an inn, a cathedral, a good,
    /// the river's spring and lake: `ruleset::MARKS`); its words are its table's.
    Printed(FeatureMark),
    /// The city edges belong to two or more separate cities.
    Apart,
}

/// The marks that are neither a feature nor printed, in the order `seen` strings write them
/// after the printed ones.
const OTHER_MARKS: [Mark; 1] = [Mark::Apart];

/// How many feature kinds are marks.
const FEATURE_MARKS: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < FeatureKind::ALL.len() {
        if FEATURES[i].seen_mark {
            n += 1;
        }
        i += 1;
    }
    n
};

impl Mark {
    /// Every mark, in the order `seen` strings are written: the feature kinds that are marks,
    /// in the order of their table, the pennant, the printed marks in the order of theirs,
    /// then the others.
    pub const ALL: [Mark; FEATURE_MARKS + 1 + FeatureMark::ALL.len() + OTHER_MARKS.len()] = {
        let mut all = [Mark::Apart; FEATURE_MARKS + 1 + FeatureMark::ALL.len() + OTHER_MARKS.len()];
        let mut n = 0;
        let mut i = 0;
        while i < FeatureKind::ALL.len() {
            if FEATURES[i].seen_mark {
                all[n] = Mark::Feature(FeatureKind::ALL[i]);
                n += 1;
            }
            i += 1;
        }
        all[n] = Mark::Pennant;
        n += 1;
        let mut k = 0;
        while k < FeatureMark::ALL.len() {
            all[n] = Mark::Printed(FeatureMark::ALL[k]);
            n += 1;
            k += 1;
        }
        let mut j = 0;
        while j < OTHER_MARKS.len() {
            all[n + j] = OTHER_MARKS[j];
            j += 1;
        }
        all
    };

    /// The fixed English word of the position format.
    pub fn key(self) -> &'static str {
        match self {
            Mark::Feature(k) => k.key(),
            Mark::Pennant => "pennant",
            Mark::Printed(m) => m.key(),
            Mark::Apart => "apart",
        }
    }

    /// The Dutch words accepted for the mark (the Dutch FAQ's terms first).
    pub fn dutch(self) -> &'static [&'static str] {
        match self {
            Mark::Feature(k) => k.dutch(),
            Mark::Pennant => &["wapenschild", "wapen", "wimpel", "schild"],
            Mark::Printed(m) => m.def().dutch,
            Mark::Apart => &["los", "gescheiden"],
        }
    }

    /// Reads a mark word, English or Dutch, in any case.
    pub fn parse(word: &str) -> Option<Mark> {
        let w = word.to_lowercase();
        Mark::ALL
            .into_iter()
            .find(|m| m.key() == w || m.dutch().contains(&w.as_str()))
    }

    /// Every word a mark may be written as.
    pub fn words() -> impl Iterator<Item = &'static str> {
        Mark::ALL
            .into_iter()
            .flat_map(|m| std::iter::once(m.key()).chain(m.dutch().iter().copied()))
    }
}

/// The edge letter of a `seen` string.
pub(crate) fn edge_letter(k: EdgeKind) -> char {
    k.def().seen
}

/// What a tile looks like on the table: its edges clockwise from north and its marks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Look {
    /// Edge kinds N, E, S, W as seen on the table.
    pub edges: [EdgeKind; 4],
    /// Marks, sorted (a pennant once per pennant).
    pub marks: Vec<Mark>,
}

/// Why a `seen` string cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LookError {
    /// The first word is not four edge letters.
    Edges(String),
    /// A word that is no mark.
    Mark(String),
}

impl Look {
    /// Reads `"CRFR pennant"`: four edge letters (C, R, F, W), then marks in any order.
    pub fn parse(text: &str) -> Result<Look, LookError> {
        let mut words = text.split_whitespace();
        let first = words.next().unwrap_or_default();
        let kinds: Option<Vec<EdgeKind>> = first.chars().map(EdgeKind::seen).collect();
        let edges: [EdgeKind; 4] = kinds
            .and_then(|k| k.try_into().ok())
            .ok_or_else(|| LookError::Edges(first.to_string()))?;
        let mut marks = Vec::new();
        for w in words {
            marks.push(Mark::parse(w).ok_or_else(|| LookError::Mark(w.to_string()))?);
        }
        marks.sort();
        Ok(Look { edges, marks })
    }

    /// The look of `tile` turned by `rot`.
    pub fn of(tile: &TileDef, rot: Rotation) -> Look {
        let mut edges = [EdgeKind::Field; 4];
        for e in Edge::ALL {
            edges[e.rotate(rot).index()] = tile.edges[e.index()];
        }
        let mut marks = Vec::new();
        let mut add = |m: Mark, yes: bool| {
            if yes && !marks.contains(&m) {
                marks.push(m);
            }
        };
        let fs = &tile.features;
        for f in fs.iter().filter(|f| f.kind.def().seen_mark) {
            add(Mark::Feature(f.kind), true);
        }
        for m in FeatureMark::ALL {
            let printed = tile.marks.contains(m) || fs.iter().any(|f| f.marks.contains(m));
            add(Mark::Printed(m), printed);
        }
        let cities = fs
            .iter()
            .filter(|f| f.kind == FeatureKind::City && !f.edges.is_empty())
            .count();
        add(Mark::Apart, cities >= 2);
        for f in fs {
            marks.extend(std::iter::repeat_n(Mark::Pennant, usize::from(f.pennants)));
        }
        marks.sort();
        Look { edges, marks }
    }

    /// The `seen` string, marks in their English words.
    pub fn to_text(&self) -> String {
        self.text_with(|m| m.key().to_string())
    }

    /// The `seen` string with each mark written by `word` (the edge letters are the format's
    /// own, the same in every language).
    pub fn text_with(&self, word: impl Fn(Mark) -> String) -> String {
        let mut s: String = self.edges.iter().map(|&k| edge_letter(k)).collect();
        for &m in &self.marks {
            s.push(' ');
            s.push_str(&word(m));
        }
        s
    }
}

/// A tile id (catalogue index) and its turn.
pub type Candidate = (TileDefId, Rotation);

/// A tile entry as transcribed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clue {
    /// Id and turn written out.
    Known(Candidate),
    /// Id written, `rot: auto`.
    Auto(TileDefId),
    /// `seen:` written instead of id and turn.
    Seen(Look),
    /// `tile:` and `seen:` both written: the id picks the tile, the look its turn.
    SeenAs(TileDefId, Look),
}

impl Clue {
    /// The id and turn, when written out.
    pub fn known(&self) -> Option<Candidate> {
        match self {
            Clue::Known(c) => Some(*c),
            _ => None,
        }
    }

    /// Whether arbiter has something to infer.
    pub fn is_inferred(&self) -> bool {
        !matches!(self, Clue::Known(_))
    }
}

/// A feature as seen on the table, for comparing pictures: its kind, edges, half-edges,
/// inner places, pennants, marks, and the marks printed over its whole tile.
type FeaturePicture = (
    FeatureKind,
    Vec<usize>,
    Vec<usize>,
    (bool, bool),
    u8,
    Marks,
    Marks,
);

/// What `tile` turned by `rot` shows: two candidates with the same picture are one answer.
pub fn picture(tile: &TileDef, rot: Rotation) -> Vec<FeaturePicture> {
    let mut out: Vec<FeaturePicture> = tile
        .features
        .iter()
        .map(|f| {
            let mut edges: Vec<usize> = f.edges.iter().map(|e| e.rotate(rot).index()).collect();
            let mut halves: Vec<usize> = f.halves.iter().map(|h| h.rotate(rot).index()).collect();
            edges.sort_unstable();
            halves.sort_unstable();
            (
                f.kind,
                edges,
                halves,
                (f.inner, f.inner2),
                f.pennants,
                f.marks,
                tile.marks,
            )
        })
        .collect();
    out.sort();
    out
}

/// The edge kinds of a candidate as seen on the table, N, E, S, W.
pub fn table_edges((def, rot): Candidate) -> [EdgeKind; 4] {
    let t = Catalogue::get().tile(def);
    let mut edges = [EdgeKind::Field; 4];
    for e in Edge::ALL {
        edges[e.rotate(rot).index()] = t.edges[e.index()];
    }
    edges
}

/// Every catalogue tile in every turn with a new picture (turns giving the same picture as an
/// earlier turn of the same tile are left out), with its look; built once.
fn pictures() -> &'static [(Candidate, Look)] {
    static ALL: OnceLock<Vec<(Candidate, Look)>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = Vec::new();
        let cat = Catalogue::get();
        for def in cat.ids() {
            let tile = cat.tile(def);
            let mut seen: Vec<Vec<FeaturePicture>> = Vec::new();
            for r in Rotation::ALL {
                let p = picture(tile, r);
                if !seen.contains(&p) {
                    seen.push(p);
                    out.push(((def, r), Look::of(tile, r)));
                }
            }
        }
        out
    })
}

/// Every distinct picture a clue allows under `rules`, before neighbours are looked at.
pub fn candidates(clue: &Clue, rules: &Rules) -> Vec<Candidate> {
    let cat = Catalogue::get();
    match clue {
        Clue::Known(c) => vec![*c],
        Clue::Auto(def) => pictures()
            .iter()
            .filter(|(c, _)| c.0 == *def)
            .map(|(c, _)| *c)
            .collect(),
        Clue::Seen(look) => pictures()
            .iter()
            .filter(|(c, l)| l == look && copies_allowed(cat.tile(c.0), rules) > 0)
            .map(|(c, _)| *c)
            .collect(),
        Clue::SeenAs(def, look) => pictures()
            .iter()
            .filter(|(c, l)| c.0 == *def && l.edges == look.edges)
            .map(|(c, _)| *c)
            .collect(),
    }
}

/// A tile whose picture is not settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsettled {
    /// Index of the tile entry.
    pub tile: usize,
    /// The pictures left (empty: none fits).
    pub left: Vec<Candidate>,
    /// The pictures the clue allowed before neighbours were looked at.
    pub before: Vec<Candidate>,
    /// Squares next to it whose tile would tell the pictures left apart, with the edge they
    /// touch and the entry of the unsettled tile standing there (None: the square is empty).
    pub settled_by: Vec<(Edge, Pos, Option<usize>)>,
    /// When nothing is left: the neighbours (entry index) that rule out some picture.
    pub conflicts: Vec<usize>,
}

/// Nodes the exhaustive search of one group of unsettled tiles may visit before it stops
/// and reports what propagation left.
const SEARCH_BUDGET: usize = 200_000;

struct Solver<'a> {
    rules: &'a Rules,
    domains: Vec<Vec<Candidate>>,
    neighbours: Vec<Vec<(Edge, usize)>>,
    edges: HashMap<Candidate, [EdgeKind; 4]>,
}

impl Solver<'_> {
    fn edges(&mut self, c: Candidate) -> [EdgeKind; 4] {
        *self.edges.entry(c).or_insert_with(|| table_edges(c))
    }

    /// Whether candidate `c` of tile `i` meets some candidate of every neighbour.
    fn supported(&mut self, i: usize, c: Candidate) -> bool {
        let mine = self.edges(c);
        for k in 0..self.neighbours[i].len() {
            let (e, j) = self.neighbours[i][k];
            let want = mine[e.index()];
            let back = e.opposite().index();
            let theirs: Vec<Candidate> = self.domains[j].clone();
            // A neighbour with nothing left is reported on its own line; it says nothing here.
            if !theirs.is_empty() && !theirs.into_iter().any(|d| self.edges(d)[back] == want) {
                return false;
            }
        }
        true
    }

    /// Copies of each tile that settled entries already use.
    fn used(&self) -> HashMap<TileDefId, u32> {
        let mut used = HashMap::new();
        for d in &self.domains {
            if let [c] = d.as_slice() {
                *used.entry(c.0).or_insert(0) += 1;
            }
        }
        used
    }

    /// Arc consistency over the edges, and the box's counts, to a fixed point.
    fn propagate(&mut self) {
        let cat = Catalogue::get();
        loop {
            let mut changed = false;
            for i in 0..self.domains.len() {
                if self.domains[i].len() < 2 && self.neighbours[i].is_empty() {
                    continue;
                }
                let before = self.domains[i].clone();
                let kept: Vec<Candidate> = before
                    .iter()
                    .copied()
                    .filter(|&c| self.supported(i, c))
                    .collect();
                if kept.len() != before.len() {
                    changed = true;
                    self.domains[i] = kept;
                }
            }
            let used = self.used();
            for d in &mut self.domains {
                if d.len() < 2 {
                    continue;
                }
                let n = d.len();
                d.retain(|c| {
                    let have = used.get(&c.0).copied().unwrap_or(0);
                    have < copies_allowed(cat.tile(c.0), self.rules)
                });
                changed |= d.len() != n;
            }
            if !changed {
                return;
            }
        }
    }

    /// For each tile of `group`, the candidates used by some full assignment of the group
    /// (None when the search ran out of budget, or stopped early because every tile of the
    /// group has two answers: then propagation's domains stand).
    fn search(&mut self, group: &[usize]) -> Option<Vec<Vec<Candidate>>> {
        let mut assign: HashMap<usize, Candidate> = HashMap::new();
        let mut found: Vec<Vec<Candidate>> = vec![Vec::new(); group.len()];
        let mut budget = SEARCH_BUDGET;
        let used = self.used();
        let complete = self.walk(group, 0, &mut assign, &mut found, &mut budget, &used);
        (complete && found.iter().any(|f| f.len() < 2)).then_some(found)
    }

    /// Depth-first search; returns false when out of budget.
    fn walk(
        &mut self,
        group: &[usize],
        depth: usize,
        assign: &mut HashMap<usize, Candidate>,
        found: &mut Vec<Vec<Candidate>>,
        budget: &mut usize,
        used: &HashMap<TileDefId, u32>,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if depth == group.len() {
            for (k, &i) in group.iter().enumerate() {
                let c = assign[&i];
                if !found[k].contains(&c) {
                    found[k].push(c);
                }
            }
            return true;
        }
        // Every tile already has two answers: nothing more to learn.
        if found.iter().all(|f| f.len() >= 2) {
            return true;
        }
        let cat = Catalogue::get();
        let i = group[depth];
        for c in self.domains[i].clone() {
            let mine = self.edges(c);
            let fits = self.neighbours[i].clone().into_iter().all(|(e, j)| {
                let other = match assign.get(&j) {
                    Some(&d) => Some(d),
                    None => match self.domains[j].as_slice() {
                        [d] => Some(*d),
                        _ => None,
                    },
                };
                other.is_none_or(|d| self.edges(d)[e.opposite().index()] == mine[e.index()])
            });
            let copies = used.get(&c.0).copied().unwrap_or(0)
                + assign.values().filter(|d| d.0 == c.0).count() as u32;
            if !fits || copies >= copies_allowed(cat.tile(c.0), self.rules) {
                continue;
            }
            assign.insert(i, c);
            let ok = self.walk(group, depth + 1, assign, found, budget, used);
            assign.remove(&i);
            if !ok {
                return false;
            }
        }
        true
    }
}

/// Settles every tile: `Ok` with each entry's id and turn when every inferred tile has exactly
/// one picture left, else every tile that is not settled. `tiles` are the entries in file
/// order; of two entries on one square only the first is looked at.
pub fn solve(rules: &Rules, tiles: &[(Pos, Clue)]) -> Result<Vec<Candidate>, Vec<Unsettled>> {
    let (domains, unsettled) = solve_open(rules, tiles);
    if unsettled.is_empty() {
        Ok(domains.into_iter().map(|d| d[0]).collect())
    } else {
        Err(unsettled)
    }
}

/// Narrows every tile as far as the board allows: each entry's pictures left (one for a
/// settled tile; none or several for the tiles also listed as unsettled).
pub fn solve_open(rules: &Rules, tiles: &[(Pos, Clue)]) -> (Vec<Vec<Candidate>>, Vec<Unsettled>) {
    let mut at: HashMap<Pos, usize> = HashMap::new();
    for (i, (p, _)) in tiles.iter().enumerate() {
        at.entry(*p).or_insert(i);
    }
    let before: Vec<Vec<Candidate>> = tiles.iter().map(|(_, c)| candidates(c, rules)).collect();
    let neighbours: Vec<Vec<(Edge, usize)>> = tiles
        .iter()
        .enumerate()
        .map(|(i, (p, _))| {
            if at.get(p) != Some(&i) {
                return Vec::new();
            }
            Edge::ALL
                .into_iter()
                .filter_map(|e| at.get(&p.step(e)).map(|&j| (e, j)))
                .collect()
        })
        .collect();
    let mut solver = Solver {
        rules,
        domains: before.clone(),
        neighbours,
        edges: HashMap::new(),
    };
    // Known tiles that do not match each other are the legality check's business: only
    // inferred tiles are narrowed, and only by their neighbours' candidates.
    let inferred: Vec<bool> = tiles.iter().map(|(_, c)| c.is_inferred()).collect();
    for (i, n) in solver.neighbours.iter_mut().enumerate() {
        if !inferred[i] {
            n.clear();
        }
    }
    solver.propagate();
    // Groups of tiles with several candidates left, joined through shared edges.
    let open: Vec<usize> = (0..tiles.len())
        .filter(|&i| inferred[i] && solver.domains[i].len() > 1)
        .collect();
    let mut group_of: HashMap<usize, usize> = HashMap::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &start in &open {
        if group_of.contains_key(&start) {
            continue;
        }
        let g = groups.len();
        let mut members = vec![start];
        group_of.insert(start, g);
        let mut k = 0;
        while k < members.len() {
            for &(_, j) in &solver.neighbours[members[k]].clone() {
                if solver.domains[j].len() > 1 && inferred[j] && !group_of.contains_key(&j) {
                    group_of.insert(j, g);
                    members.push(j);
                }
            }
            k += 1;
        }
        groups.push(members);
    }
    for group in &groups {
        if let Some(found) = solver.search(group) {
            for (k, &i) in group.iter().enumerate() {
                solver.domains[i].retain(|c| found[k].contains(c));
            }
        }
    }
    let mut unsettled = Vec::new();
    for (i, d) in solver.domains.iter().enumerate() {
        if !inferred[i] || d.len() == 1 {
            continue;
        }
        let pos = tiles[i].0;
        let mut settled_by = Vec::new();
        for e in Edge::ALL {
            let kinds: Vec<EdgeKind> = d.iter().map(|&c| table_edges(c)[e.index()]).collect();
            if kinds.iter().any(|k| *k != kinds[0]) {
                let q = pos.step(e);
                let all_differ = (1..kinds.len()).all(|k| !kinds[..k].contains(&kinds[k]));
                let j = at.get(&q).copied();
                settled_by.push(((j.is_none(), !all_differ), e, q, j));
            }
        }
        // A tile standing there first (settling it settles this one), then an edge that
        // tells every picture apart.
        settled_by.sort_by_key(|s| s.0);
        let settled_by = settled_by
            .into_iter()
            .map(|(_, e, q, j)| (e, q, j))
            .collect();
        let mut conflicts = Vec::new();
        if d.is_empty() {
            for (e, j) in solver.neighbours[i].clone() {
                let theirs = solver.domains[j].clone();
                let rules_out = before[i].iter().any(|&c| {
                    let want = table_edges(c)[e.index()];
                    !theirs
                        .iter()
                        .any(|&t| table_edges(t)[e.opposite().index()] == want)
                });
                if !theirs.is_empty() && rules_out {
                    conflicts.push(j);
                }
            }
        }
        unsettled.push(Unsettled {
            conflicts,
            tile: i,
            left: d.clone(),
            before: before[i].clone(),
            settled_by,
        });
    }
    (solver.domains, unsettled)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(name: &str) -> TileDefId {
        Catalogue::get().index_of(name).unwrap()
    }

    #[test]
    fn looks_read_both_languages() {
        let a = Look::parse("crfr wapen").unwrap();
        let b = Look::parse("CRFR pennant").unwrap();
        assert_eq!(a, b);
        assert_eq!(Look::parse("CRF"), Err(LookError::Edges("CRF".into())));
        assert_eq!(
            Look::parse("CRFR flag"),
            Err(LookError::Mark("flag".into()))
        );
        assert_eq!(
            Look::of(Catalogue::get().tile(id("D")), Rotation::R0),
            Look::parse("CRFR").unwrap()
        );
    }

    #[test]
    fn symmetric_turns_are_one_picture() {
        let rules = Rules::default();
        assert_eq!(candidates(&Clue::Auto(id("X")), &rules).len(), 1);
        assert_eq!(candidates(&Clue::Auto(id("U")), &rules).len(), 2);
        assert_eq!(candidates(&Clue::Auto(id("D")), &rules).len(), 4);
    }

    #[test]
    fn neighbours_settle_a_turn() {
        let rules = Rules::default();
        // E (a city edge) north of D's city: only rot 180 turns E's city south.
        let tiles = vec![
            (Pos::new(0, 0), Clue::Known((id("D"), Rotation::R0))),
            (Pos::new(0, -1), Clue::Auto(id("E"))),
        ];
        let got = solve(&rules, &tiles).unwrap();
        assert_eq!(got[1], (id("E"), Rotation::from_quarters(2)));
    }

    #[test]
    fn one_neighbour_leaves_turns_open() {
        let rules = Rules::default();
        // E south of D's field: any turn but the one that puts its city north.
        let tiles = vec![
            (Pos::new(0, 0), Clue::Known((id("D"), Rotation::R0))),
            (Pos::new(0, 1), Clue::Auto(id("E"))),
        ];
        let err = solve(&rules, &tiles).unwrap_err();
        assert_eq!(err.len(), 1);
        let turns: Vec<u16> = err[0].left.iter().map(|c| c.1.degrees()).collect();
        assert_eq!(turns, vec![90, 180, 270]);
        assert_eq!(err[0].settled_by.len(), 3);
    }
}

/// A change to one tile that makes it fit every neighbour: another turn, or another tile
/// with the same marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fix {
    /// The tile entry to change.
    pub(crate) tile: usize,
    /// Its id and turn after the change (the same id when only the turn changes).
    pub(crate) to: Candidate,
    /// Every other turn of the same id that fits as well.
    pub(crate) also: Vec<Rotation>,
    /// How many neighbours it then fits.
    pub(crate) neighbours: usize,
    /// How many of its edges do not match now.
    pub(crate) mismatched: usize,
    /// Whether only the turn changes.
    pub(crate) turn: bool,
}

/// The change to placed tile `i` of `board` that makes it fit all its neighbours, if any:
/// a turn first, else another tile with the same (non-empty) marks.
pub(crate) fn fix_for(board: &super::board::Board, rules: &Rules, i: usize) -> Option<Fix> {
    let cat = Catalogue::get();
    let me = &board.tiles[i];
    let around: Vec<(Edge, EdgeKind)> = Edge::ALL
        .into_iter()
        .filter_map(|e| {
            let j = board.tile_at(me.pos.step(e))?;
            (j != i).then(|| (e, board.tiles[j].edges[e.opposite().index()]))
        })
        .collect();
    let misfits = |edges: [EdgeKind; 4]| {
        around
            .iter()
            .filter(|(e, k)| !edges[e.index()].meets(*k))
            .count()
    };
    let mismatched = misfits(me.edges);
    if mismatched == 0 {
        return None;
    }
    let now = picture(me.tile(), me.rot);
    let turns: Vec<Rotation> = Rotation::ALL
        .into_iter()
        .filter(|&r| picture(me.tile(), r) != now && misfits(table_edges((me.def, r))) == 0)
        .collect();
    let make = |to: Candidate, also: Vec<Rotation>| Fix {
        tile: i,
        to,
        also,
        neighbours: around.len(),
        mismatched,
        turn: to.0 == me.def,
    };
    if let Some((&first, rest)) = turns.split_first() {
        return Some(make((me.def, first), rest.to_vec()));
    }
    // Another tile only when the marks single out a few: any unmarked tile looks "the same".
    let marks = Look::of(me.tile(), Rotation::R0).marks;
    if marks.is_empty() {
        return None;
    }
    for def in cat.ids() {
        let t = cat.tile(def);
        if def == me.def || copies_allowed(t, rules) == 0 {
            continue;
        }
        if Look::of(t, Rotation::R0).marks != marks {
            continue;
        }
        if let Some(r) = Rotation::ALL
            .into_iter()
            .find(|&r| misfits(table_edges((def, r))) == 0)
        {
            return Some(make((def, r), Vec::new()));
        }
    }
    None
}
