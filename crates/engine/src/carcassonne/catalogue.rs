//! The tile catalogue: every tile's edges, features and counts.
//!
//! The data lives in `data/carcassonne/tiles.txt` (written from the project's tile fact sheet).
//! The binary does not parse it: `catalogue_prepared.rs` holds the same tiles as Rust, written
//! from the text parsed by [`Catalogue::parse`] (`tests/catalogue_prepared.rs` writes it with
//! `ARBITER_WRITE_CATALOGUE=1`, and fails when it is stale; this module's test
//! `prepared_catalogue_is_the_parsed_text` checks that the tiles are equal), and
//! [`Catalogue::get`] builds the catalogue from it once, with no text to parse.

use super::ruleset;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use super::geometry::{Edge, HalfEdge};
use super::tables::{EdgeKindDef, FeatureKindDef, FeatureMarkDef, Lies};
use super::variants::Expansion;

#[cfg(test)]
const TILES_TXT: &str = include_str!("../../data/carcassonne/tiles.txt");

/// The tiles of `data/carcassonne/tiles.txt`, parsed when the file was written (see the module
/// documentation); rustfmt leaves it as written, so that it stays equal to what the test writes.
#[rustfmt::skip]
#[path = "catalogue_prepared.rs"]
mod prepared;

/// What lies along one edge of a tile: one of the [`EdgeKindDef`]s registered in
/// `ruleset::EDGES`. The base game's are the core's own (`EdgeKind::City`, `Road`, `Field`,
/// declared in `expansions/base/`); an expansion names its own in its folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeKind(u8);

impl EdgeKind {
    /// Every edge kind, in the order of `ruleset::EDGES`.
    pub const ALL: [EdgeKind; ruleset::EDGES.len()] = {
        let mut all = [EdgeKind(0); ruleset::EDGES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = EdgeKind(i as u8);
            i += 1;
        }
        all
    };

    /// The edge kind registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> EdgeKind {
        EdgeKind(ruleset::edge_index(key))
    }

    /// What the edge kind is.
    pub fn def(self) -> &'static EdgeKindDef {
        ruleset::EDGES[usize::from(self.0)]
    }

    /// Its key (`city`), the word messages name it by.
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// The edge kind the tile data writes as `letter`.
    pub fn written(letter: char) -> Option<EdgeKind> {
        EdgeKind::ALL.into_iter().find(|k| k.def().letter == letter)
    }

    /// The edge kind `seen` strings write as `letter` (in either case).
    pub fn seen(letter: char) -> Option<EdgeKind> {
        let letter = letter.to_ascii_uppercase();
        EdgeKind::ALL.into_iter().find(|k| k.def().seen == letter)
    }

    /// Whether an edge of this kind may lie against one of `other`.
    /// Whether it meets every kind (its `meets` lists `*`: an abbey's side, which joins
    /// nothing).
    pub fn meets_all(self) -> bool {
        self.def().meets.contains(&"*")
    }

    /// A kind whose `meets` lists `*` meets every kind (an abbey's side).
    pub fn meets(self, other: EdgeKind) -> bool {
        let lists =
            |a: EdgeKind, b: EdgeKind| a.def().meets.iter().any(|&k| k == "*" || k == b.key());
        self == other || lists(self, other) || lists(other, self)
    }

    /// The rule a pair of edges that do not meet breaks: the rule of the one registered later
    /// (an expansion's kind says its own rule against the base game's).
    pub(crate) fn mismatch_rule(self, other: EdgeKind) -> &'static str {
        self.max(other).def().mismatch_rule
    }
}

/// The kind of a feature on a tile: one of the [`FeatureKindDef`]s registered in
/// `ruleset::FEATURES`; each expansion's module names its own (`FeatureKind::City` is
/// declared in `expansions/base/`, the garden in `expansions/abbot/`). Kinds sort in the order
/// of that table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureKind(u8);

impl FeatureKind {
    /// Every kind, in the order of `ruleset::FEATURES`.
    pub const ALL: [FeatureKind; ruleset::FEATURES.len()] = {
        let mut all = [FeatureKind(0); ruleset::FEATURES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = FeatureKind(i as u8);
            i += 1;
        }
        all
    };

    /// The kind registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> FeatureKind {
        FeatureKind(ruleset::feature_index(key))
    }

    /// What the kind is: its words, where it lies, how it completes, scores and is drawn.
    pub fn def(self) -> &'static FeatureKindDef {
        ruleset::FEATURES[usize::from(self.0)]
    }

    /// The word of the tile data and of locators (`city`, `road`, ...).
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// The locator word (`city`, `road`, ...): its key.
    pub fn name(self) -> &'static str {
        self.key()
    }

    /// The Dutch FAQ's words for the kind.
    pub fn dutch(self) -> &'static [&'static str] {
        self.def().dutch
    }

    /// Reads a key or one of its Dutch words.
    pub fn parse(word: &str) -> Option<FeatureKind> {
        FeatureKind::ALL
            .into_iter()
            .find(|k| k.key() == word || k.dutch().contains(&word))
    }

    /// Where on a tile the kind lies.
    pub fn lies(self) -> Lies {
        self.def().lies
    }
}

/// A mark printed on some features that an expansion gives meaning to (an inn on a road, a
/// cathedral in a city, a trade good in a city): one of the [`FeatureMarkDef`]s registered in
/// `ruleset::MARKS`; each expansion's module names its own (`FeatureMark::Inn` is declared in
/// `expansions/inns_and_cathedrals/`). A board group counts the marks of its parts
/// ([`Group::count`](super::board::Group::count)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureMark(u8);

impl FeatureMark {
    /// Every mark, in the order of `ruleset::MARKS`.
    pub const ALL: [FeatureMark; ruleset::MARKS.len()] = {
        let mut all = [FeatureMark(0); ruleset::MARKS.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = FeatureMark(i as u8);
            i += 1;
        }
        all
    };

    /// The mark registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> FeatureMark {
        FeatureMark(ruleset::mark_index(key))
    }

    /// What the mark is.
    pub fn def(self) -> &'static FeatureMarkDef {
        ruleset::MARKS[usize::from(self.0)]
    }

    /// Its key (`inn`).
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// Its place in `ruleset::MARKS` (and in a group's counts).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The marks printed on one feature: a set of [`FeatureMark`]s, listed in the order of
/// `ruleset::MARKS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Marks(u32);

const _: () = assert!(ruleset::MARKS.len() <= 32, "Marks holds 32 marks");

impl Marks {
    /// No mark.
    pub const NONE: Marks = Marks(0);

    /// Whether `mark` is printed.
    pub fn contains(self, mark: FeatureMark) -> bool {
        self.0 & (1 << mark.index()) != 0
    }

    /// The set with `mark` added.
    pub fn with(self, mark: FeatureMark) -> Marks {
        Marks(self.0 | (1 << mark.index()))
    }

    /// Whether no mark is printed.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The marks printed, in the order of `ruleset::MARKS`.
    pub fn iter(self) -> impl Iterator<Item = FeatureMark> {
        FeatureMark::ALL
            .into_iter()
            .filter(move |&m| self.contains(m))
    }
}

/// One feature of an unrotated tile. Its lists borrow the prepared catalogue's constants
/// (a feature made at run time, parsed or added to a tile, owns them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeatureDef {
    /// Its kind (city, road, field ...).
    pub kind: FeatureKind,
    /// Edges it touches (city, road, river).
    pub edges: Cow<'static, [Edge]>,
    /// Edges it also reaches that another feature of its kind on the tile owns (Hills &
    /// Sheep's `HS/CC!.v`: two separate cities meet one edge): a feature across that edge
    /// joins both, and the edge is open or closed for both. Locators name a feature by its
    /// own [`edges`](Self::edges) only.
    pub shared: Cow<'static, [Edge]>,
    /// Half-edges it touches (fields).
    pub halves: Cow<'static, [HalfEdge]>,
    /// Whether it sits inside the tile (a monastery, an inner field).
    pub inner: bool,
    /// Whether it is the tile's second inner place, apart from the first (a field enclosed
    /// between two crossing cities, beside another: JCloisterZone's `II`).
    pub inner2: bool,
    /// Pennants (cities).
    pub pennants: u8,
    /// The marks printed on it that expansions give meaning to (`ruleset::MARKS`).
    pub marks: Marks,
    /// For fields: indexes (in this tile's feature list) of the city parts it touches.
    pub cities: Cow<'static, [usize]>,
    /// The tile's links it belongs to, by letter: features of one tile sharing a letter are
    /// linked (JCloisterZone's `wagon-move` groups), for the expansions whose pieces move
    /// along them.
    pub links: Cow<'static, [char]>,
}

impl FeatureDef {
    /// A feature of `kind` touching nothing yet, with no marks, pennants or links.
    pub(crate) fn of(kind: FeatureKind) -> FeatureDef {
        FeatureDef {
            kind,
            edges: Cow::Borrowed(&[]),
            shared: Cow::Borrowed(&[]),
            halves: Cow::Borrowed(&[]),
            inner: false,
            inner2: false,
            pennants: 0,
            marks: Marks::NONE,
            cities: Cow::Borrowed(&[]),
            links: Cow::Borrowed(&[]),
        }
    }

    /// Whether it shares a link with `other`, a feature of the same tile.
    pub fn linked_to(&self, other: &FeatureDef) -> bool {
        self.links.iter().any(|l| other.links.contains(l))
    }
}

/// Copies of a tile in one set variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetCount {
    /// 1 = the classic set, 2 = the same set with the Abbot's tiles.
    pub variant: u8,
    /// Copies in that variant.
    pub count: u8,
}

/// One tile type of the catalogue, unrotated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileDef {
    /// Canonical id (`BA/RCr`).
    pub id: Cow<'static, str>,
    /// The base-game letter, A..X.
    pub letter: Option<char>,
    /// The expansion the tile comes with.
    pub expansion: Expansion,
    /// Edge kinds N, E, S, W.
    pub edges: [EdgeKind; 4],
    /// Copies per set variant.
    pub counts: Vec<SetCount>,
    /// For a tile of set variant 2, the classic tile it replaces.
    pub twin: Option<String>,
    /// Cap on copies across sets.
    pub max: Option<u8>,
    /// The base game's start tile.
    pub start: bool,
    /// A tile the box never deals: each player holds their own (an abbey), placed instead of
    /// a drawn tile under its expansion's rules; its counts are 0 and its supply is the
    /// expansion's to check.
    pub held: bool,
    /// Features, in catalogue order.
    pub features: Vec<FeatureDef>,
    /// The marks printed over the whole tile rather than on one feature (a volcano, a magic
    /// portal): written as bare words in its header line.
    pub marks: Marks,
}

impl TileDef {
    /// Copies in set variant `variant` (1 classic, 2 with the Abbot's tiles).
    pub fn count_in(&self, variant: u8) -> u8 {
        self.counts
            .iter()
            .find(|c| c.variant == variant)
            .map_or(0, |c| c.count)
    }

    /// A short description built from its features, as message keys with counts
    /// (`city` x2, `road` x1 ...), for listings.
    pub fn feature_summary(&self) -> Vec<(FeatureKind, usize)> {
        let mut out: Vec<(FeatureKind, usize)> = Vec::new();
        for f in &self.features {
            match out.iter_mut().find(|(k, _)| *k == f.kind) {
                Some((_, n)) => *n += 1,
                None => out.push((f.kind, 1)),
            }
        }
        out
    }
}

/// A tile type of the embedded catalogue, by its place in it. Only [`TileDefId::new`] (which
/// checks the index) and the catalogue's own look-ups make one, so every `TileDefId` names a
/// tile that exists: a hand-built [`Setup`](super::setup::Setup) cannot point past the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileDefId(u16);

impl TileDefId {
    /// The id of catalogue entry `index`, if the embedded catalogue has one.
    pub fn new(index: usize) -> Option<TileDefId> {
        (index < Catalogue::get().tiles.len()).then_some(TileDefId(index as u16))
    }

    /// Its place in the catalogue.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Every tile type arbiter knows.
#[derive(Debug)]
pub struct Catalogue {
    tiles: Vec<TileDef>,
    /// Index by id (borrowed from the prepared tiles) and by base-game letter.
    by_id: HashMap<Cow<'static, str>, usize>,
    /// Tile types made from a catalogue tile with a part added as it lies on the board (a
    /// bridge's road, [`Catalogue::with_part`]): made once each and kept for the run, their
    /// ids following the catalogue's own.
    derived: Mutex<Vec<(TileDefId, FeatureDef, &'static TileDef)>>,
}

/// A line of the catalogue data that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueError {
    /// 1-based line.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl Catalogue {
    /// The embedded catalogue, built once from the prepared tiles.
    pub fn get() -> &'static Catalogue {
        static CAT: OnceLock<Catalogue> = OnceLock::new();
        CAT.get_or_init(|| {
            Catalogue::from_tiles(prepared::tiles())
                .unwrap_or_else(|e| panic!("embedded tile catalogue: {}", e.what))
        })
    }

    /// All tile types, in catalogue order.
    pub fn tiles(&self) -> &[TileDef] {
        &self.tiles
    }

    /// Every tile type's id, in catalogue order.
    pub fn ids(&self) -> impl Iterator<Item = TileDefId> {
        (0..self.tiles.len()).map(|i| TileDefId(i as u16))
    }

    /// A tile by canonical id or (base game) letter, in either case.
    pub fn index_of(&self, name: &str) -> Option<TileDefId> {
        self.by_id
            .get(name)
            .copied()
            .map(|i| TileDefId(i as u16))
            .or_else(|| {
                let mut chars = name.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if c.is_ascii_lowercase() => self
                        .by_id
                        .get(c.to_ascii_uppercase().encode_utf8(&mut [0; 4]) as &str)
                        .map(|&i| TileDefId(i as u16)),
                    _ => None,
                }
            })
    }

    /// A tile by id (a derived one too, [`Catalogue::with_part`]).
    pub fn tile(&self, id: TileDefId) -> &TileDef {
        match self.tiles.get(id.index()) {
            Some(t) => t,
            None => self.derived_tile(id),
        }
    }

    /// A derived tile type by id.
    fn derived_tile(&self, id: TileDefId) -> &'static TileDef {
        let derived = self.derived.lock().unwrap_or_else(|e| e.into_inner());
        derived[id.index() - self.tiles.len()].2
    }

    /// The tile `base` with feature part `part` added as it lies on the board (an expansion's
    /// per-tile state adding a road across it, [`ExpansionDef::added_part`](crate::carcassonne::tables::ExpansionDef::added_part)
    /// (super::tables::ExpansionDef::added_part)): a tile type of its own, made once and kept,
    /// whose edges show the part's edge kind where it lies. Its id and every other fact are
    /// the base tile's; it is never dealt, listed nor named by [`Catalogue::index_of`], and
    /// only boards hold it.
    pub fn with_part(&self, base: TileDefId, part: &FeatureDef) -> TileDefId {
        let mut derived = self.derived.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = derived.iter().position(|(b, p, _)| *b == base && p == part) {
            return TileDefId((self.tiles.len() + i) as u16);
        }
        let mut tile = match self.tiles.get(base.index()) {
            Some(t) => t.clone(),
            None => derived[base.index() - self.tiles.len()].2.clone(),
        };
        if let Some(kind) = part.kind.def().edge {
            for e in part.edges.iter() {
                tile.edges[e.index()] = kind;
            }
        }
        tile.features.push(part.clone());
        let made: &'static TileDef = Box::leak(Box::new(tile));
        derived.push((base, part.clone(), made));
        TileDefId((self.tiles.len() + derived.len() - 1) as u16)
    }

    /// Tile ids nearest to `name` (for "did you mean").
    pub fn nearest(&self, name: &str, n: usize) -> Vec<&str> {
        let folded = name.len() <= MAX_COMPARED && name.is_ascii();
        let lower = if name.len() > MAX_COMPARED {
            String::new()
        } else {
            name.to_lowercase()
        };
        let distance = |id: &str| {
            if name.len() > MAX_COMPARED {
                edit_distance(id, name)
            } else if folded && id.is_ascii() {
                ascii_distance(id.as_bytes(), name.as_bytes(), true)
            } else {
                edit_distance(&id.to_lowercase(), &lower)
            }
        };
        let mut scored: Vec<(usize, &str)> = self
            .tiles
            .iter()
            .map(|t| (distance(&t.id), &t.id[..]))
            .collect();
        scored.sort();
        scored.into_iter().take(n).map(|(_, id)| id).collect()
    }

    /// Parses catalogue text.
    pub fn parse(text: &str) -> Result<Catalogue, CatalogueError> {
        let mut tiles: Vec<TileDef> = Vec::new();
        let mut expansion: Option<Expansion> = None;
        let mut pending: Option<(usize, TileDef)> = None;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let err = |what: String| CatalogueError {
                line: line_no,
                what,
            };
            let line = raw.trim_end();
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                expansion = Some(
                    Expansion::parse(name).ok_or_else(|| err(format!("unknown section {name}")))?,
                );
                continue;
            }
            if line.starts_with(' ') {
                let (_, mut tile) = pending
                    .take()
                    .ok_or_else(|| err("feature line without a tile".into()))?;
                tile.features = parse_features(line.trim()).map_err(err)?;
                check_tile(&tile).map_err(err)?;
                tiles.push(tile);
            } else {
                if pending.is_some() {
                    return Err(err("tile without a feature line".into()));
                }
                let exp = expansion.ok_or_else(|| err("tile before any section".into()))?;
                pending = Some((line_no, parse_header(line, exp).map_err(err)?));
            }
        }
        if let Some((line, _)) = pending {
            return Err(CatalogueError {
                line,
                what: "tile without a feature line".into(),
            });
        }
        Catalogue::from_tiles(tiles)
    }

    /// A catalogue of checked tiles: ids must be unique.
    fn from_tiles(tiles: Vec<TileDef>) -> Result<Catalogue, CatalogueError> {
        let mut by_id = HashMap::with_capacity(2 * tiles.len());
        for (i, t) in tiles.iter().enumerate() {
            if by_id.insert(t.id.clone(), i).is_some() {
                return Err(CatalogueError {
                    line: 0,
                    what: format!("duplicate id {}", t.id),
                });
            }
            if let Some(l) = t.letter {
                by_id.insert(Cow::Owned(l.to_string()), i);
            }
        }
        Ok(Catalogue {
            tiles,
            by_id,
            derived: Mutex::new(Vec::new()),
        })
    }
}

fn parse_header(line: &str, expansion: Expansion) -> Result<TileDef, String> {
    let mut words = line.split_whitespace();
    let id = Cow::Owned(words.next().ok_or("empty header")?.to_string());
    let edge_word = words.next().ok_or("no edges")?;
    let kinds: Vec<EdgeKind> = edge_word
        .chars()
        .map(|c| EdgeKind::written(c).ok_or_else(|| format!("unknown edge kind {c}")))
        .collect::<Result<_, _>>()?;
    let edges: [EdgeKind; 4] = kinds
        .try_into()
        .map_err(|_| format!("{id}: four edges expected"))?;
    let mut tile = TileDef {
        id,
        letter: None,
        expansion,
        edges,
        counts: Vec::new(),
        twin: None,
        max: None,
        start: false,
        held: false,
        features: Vec::new(),
        marks: Marks::NONE,
    };
    for w in words {
        if w == "start" {
            tile.start = true;
        } else if w == "held" {
            tile.held = true;
        } else if let Some(m) = FeatureMark::ALL.into_iter().find(|m| m.def().written == w) {
            tile.marks = tile.marks.with(m);
        } else if let Some(v) = w.strip_prefix("letter=") {
            tile.letter = v.chars().next();
        } else if let Some(v) = w.strip_prefix("twin=") {
            tile.twin = Some(v.to_string());
        } else if let Some(v) = w.strip_prefix("max=") {
            tile.max = Some(v.parse().map_err(|_| format!("bad max {v}"))?);
        } else if let Some((set, n)) = w.split_once('=') {
            let variant = set
                .rsplit_once(':')
                .and_then(|(_, v)| v.parse().ok())
                .ok_or_else(|| format!("bad set {set}"))?;
            let count = n.parse().map_err(|_| format!("bad count {n}"))?;
            tile.counts.push(SetCount { variant, count });
        } else {
            return Err(format!("unknown header word {w}"));
        }
    }
    Ok(tile)
}

fn parse_features(line: &str) -> Result<Vec<FeatureDef>, String> {
    let mut out = Vec::new();
    let mut city_refs: Vec<Vec<Vec<Edge>>> = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        let open = rest.find('(').ok_or("expected (")?;
        let close = rest.find(')').ok_or("expected )")?;
        let key = rest[..open].trim();
        let kind = feature_kind(key).ok_or_else(|| format!("unknown feature kind {key}"))?;
        let body = &rest[open + 1..close];
        rest = rest[close + 1..].trim_start();
        let mut words = body.split_whitespace();
        let locs = words.next().ok_or("feature without locations")?;
        let mut f = FeatureDef::of(kind);
        for loc in locs.split(',') {
            if loc == "inner" {
                f.inner = true;
            } else if loc == "inner2" {
                f.inner2 = true;
            } else if let Some(e) = Edge::parse(loc) {
                f.edges.to_mut().push(e);
            } else if let Some(h) = HalfEdge::parse(loc) {
                f.halves.to_mut().push(h);
            } else {
                return Err(format!("unknown location {loc}"));
            }
        }
        let mut refs = Vec::new();
        for w in words {
            if w.chars().all(|c| c == '+') {
                f.pennants += w.len() as u8;
            } else if let Some(m) = FeatureMark::ALL.into_iter().find(|m| m.def().written == w) {
                f.marks = f.marks.with(m);
            } else if let Some(list) = w.strip_prefix("shares:") {
                for e in list.split(',') {
                    f.shared
                        .to_mut()
                        .push(Edge::parse(e).ok_or_else(|| format!("bad shared edge {e}"))?);
                }
            } else if let Some(list) = w.strip_prefix("link:") {
                for letter in list.split(',') {
                    let mut chars = letter.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) if c.is_ascii_lowercase() && !f.links.contains(&c) => {
                            f.links.to_mut().push(c);
                        }
                        _ => return Err(format!("bad link {letter}")),
                    }
                }
            } else if let Some(list) = w.strip_prefix('>') {
                for part in list.split(',') {
                    let edges: Option<Vec<Edge>> = part.split('+').map(Edge::parse).collect();
                    refs.push(edges.ok_or_else(|| format!("bad city reference {part}"))?);
                }
            } else {
                return Err(format!("unknown modifier {w}"));
            }
        }
        city_refs.push(refs);
        out.push(f);
    }
    for (i, refs) in city_refs.into_iter().enumerate() {
        for edges in refs {
            let j = out
                .iter()
                .position(|c| c.kind == FeatureKind::City && c.edges == edges)
                .ok_or_else(|| format!("field refers to a missing city part {edges:?}"))?;
            out[i].cities.to_mut().push(j);
        }
    }
    Ok(out)
}

/// The feature kind a catalogue key names (`city`, `road`, ...): the one place the text and
/// the prepared tiles turn a key into a kind.
fn feature_kind(key: &str) -> Option<FeatureKind> {
    FeatureKind::ALL.into_iter().find(|k| k.key() == key)
}

/// A tile of the prepared catalogue; `features` as [`feature`] makes them.
#[allow(clippy::too_many_arguments)]
fn tile(
    id: &'static str,
    letter: Option<char>,
    expansion: &str,
    edges: &str,
    counts: &[(u8, u8)],
    twin: Option<&str>,
    max: Option<u8>,
    start: bool,
    held: bool,
    marks: &[&str],
    features: Vec<FeatureDef>,
) -> TileDef {
    TileDef {
        id: Cow::Borrowed(id),
        letter,
        expansion: Expansion::parse(expansion)
            .unwrap_or_else(|| panic!("prepared catalogue: unknown expansion {expansion}")),
        edges: std::array::from_fn(|i| {
            edges
                .chars()
                .nth(i)
                .and_then(EdgeKind::written)
                .unwrap_or_else(|| panic!("prepared catalogue: bad edges {edges}"))
        }),
        counts: counts
            .iter()
            .map(|&(variant, count)| SetCount { variant, count })
            .collect(),
        twin: twin.map(str::to_string),
        max,
        start,
        held,
        features,
        marks: marks_of(marks),
    }
}

/// The marks of the prepared catalogue, by key.
fn marks_of(keys: &[&str]) -> Marks {
    keys.iter().fold(Marks::NONE, |set, key| {
        let mark = FeatureMark::ALL
            .into_iter()
            .find(|m| m.key() == *key)
            .unwrap_or_else(|| panic!("prepared catalogue: unknown mark {key}"));
        set.with(mark)
    })
}

/// A feature of the prepared catalogue, its kind by key.
#[allow(clippy::too_many_arguments)]
fn feature(
    kind: &str,
    edges: &'static [Edge],
    shared: &'static [Edge],
    halves: &'static [HalfEdge],
    inner: bool,
    inner2: bool,
    pennants: u8,
    marks: &[&str],
    cities: &'static [usize],
    links: &'static [char],
) -> FeatureDef {
    FeatureDef {
        kind: feature_kind(kind)
            .unwrap_or_else(|| panic!("prepared catalogue: unknown feature kind {kind}")),
        edges: Cow::Borrowed(edges),
        shared: Cow::Borrowed(shared),
        halves: Cow::Borrowed(halves),
        inner,
        inner2,
        pennants,
        marks: marks_of(marks),
        cities: Cow::Borrowed(cities),
        links: Cow::Borrowed(links),
    }
}

/// Structural checks: every edge belongs to exactly the right features.
fn check_tile(t: &TileDef) -> Result<(), String> {
    for e in Edge::ALL {
        let through: Vec<&FeatureDef> =
            t.features.iter().filter(|f| f.edges.contains(&e)).collect();
        let edge = t.edges[e.index()];
        let want = FeatureKind::ALL
            .into_iter()
            .find(|k| k.def().edge == Some(edge));
        match (want, through.as_slice()) {
            (None, []) => {}
            (Some(k), [f]) if f.kind == k => {}
            _ => {
                return Err(format!(
                    "{}: edge {} does not match its features",
                    t.id,
                    e.name()
                ))
            }
        }
    }
    // An edge a feature shares is owned by another feature of its kind, once.
    for (i, f) in t.features.iter().enumerate() {
        for e in f.shared.iter() {
            let owners = t.features.iter().enumerate().filter(|(j, o)| {
                *j != i && o.kind == f.kind && o.edges.contains(e) && !f.edges.contains(e)
            });
            if owners.count() != 1 || f.shared.iter().filter(|s| *s == e).count() != 1 {
                return Err(format!("{}: shared edge {} has no owner", t.id, e.name()));
            }
        }
    }
    for h in HalfEdge::ALL {
        let n = t.features.iter().filter(|f| f.halves.contains(&h)).count();
        let edge = t.edges[h.edge().index()];
        // A side that meets every kind (an abbey's) joins nothing: no field lies along it.
        let want = usize::from(edge != EdgeKind::City && !edge.meets_all());
        if n != want {
            return Err(format!("{}: half-edge {} is in {n} fields", t.id, h.name()));
        }
    }
    Ok(())
}

/// Longest text (in bytes) [`edit_distance`] compares letter by letter.
pub(crate) const MAX_COMPARED: usize = 256;

/// Levenshtein distance of ASCII texts, letters compared without case when `fold`: one row
/// kept on the stack (both are at most [`MAX_COMPARED`] bytes), nothing allocated.
fn ascii_distance(a: &[u8], b: &[u8], fold: bool) -> usize {
    let same = |x: u8, y: u8| {
        if fold {
            x.eq_ignore_ascii_case(&y)
        } else {
            x == y
        }
    };
    let mut row = [0usize; MAX_COMPARED + 1];
    for (j, r) in row.iter_mut().enumerate().take(b.len() + 1) {
        *r = j;
    }
    for i in 1..=a.len() {
        let mut diagonal = row[0];
        row[0] = i;
        for j in 1..=b.len() {
            let above = row[j];
            let cost = usize::from(!same(a[i - 1], b[j - 1]));
            row[j] = (above + 1).min(row[j - 1] + 1).min(diagonal + cost);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Levenshtein distance, for suggestions: strsim's, with the work bounded for long texts and
/// an allocation-free path for ASCII names (a hostile file may hold a hundred thousand).
pub fn edit_distance(a: &str, b: &str) -> usize {
    // A name far longer than any known one is no typo of it: its length (an upper bound of
    // the distance) is answer enough, and the work stays bounded for a hostile 4 MB "name".
    if a.len().max(b.len()) > MAX_COMPARED {
        return a.chars().count().max(b.chars().count());
    }
    if a.is_ascii() && b.is_ascii() {
        return ascii_distance(a.as_bytes(), b.as_bytes(), false);
    }
    strsim::levenshtein(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn totals(exp: Expansion, variant: u8) -> (u32, u32) {
        let cat = Catalogue::get();
        let mut tiles = 0;
        let mut pennants = 0;
        for t in cat.tiles().iter().filter(|t| t.expansion == exp) {
            let n = u32::from(t.count_in(variant));
            tiles += n;
            pennants += n * t
                .features
                .iter()
                .map(|f| u32::from(f.pennants))
                .sum::<u32>();
        }
        (tiles, pennants)
    }

    /// (The garden counts per set are checked in `expansions/abbot/`.)
    #[test]
    fn set_totals_match_the_fact_sheet() {
        assert_eq!(totals(Expansion::Base, 1), (72, 10));
        assert_eq!(totals(Expansion::Base, 2), (72, 10));
        assert_eq!(totals(Expansion::River, 1), (12, 0));
        assert_eq!(totals(Expansion::River, 2), (12, 0));
        assert_eq!(totals(Expansion::InnsAndCathedrals, 1), (18, 3));
        assert_eq!(totals(Expansion::InnsAndCathedrals, 2), (18, 3));
        assert_eq!(totals(Expansion::TradersAndBuilders, 1), (24, 0));
        assert_eq!(totals(Expansion::TradersAndBuilders, 2), (24, 0));
        assert_eq!(totals(Expansion::PrincessAndDragon, 1), (30, 3));
        assert_eq!(totals(Expansion::PrincessAndDragon, 2), (30, 3));
        assert_eq!(totals(Expansion::HillsAndSheep, 1), (18, 0));
        assert_eq!(totals(Expansion::HillsAndSheep, 2), (18, 0));
        assert_eq!(totals(Expansion::Tower, 1), (18, 1));
        assert_eq!(totals(Expansion::Tower, 2), (18, 1));
        assert_eq!(totals(Expansion::KingAndRobber, 1), (5, 0));
        assert_eq!(totals(Expansion::KingAndRobber, 2), (5, 0));
    }

    /// The classic sets' tile marks, princesses and tower foundations, counted as the
    /// classic fact sheet's tables list them (`:1` sets).
    #[test]
    fn classic_marks_match_the_fact_sheet() {
        let cat = Catalogue::get();
        let on_tiles = |m: FeatureMark| -> u32 {
            cat.tiles()
                .iter()
                .filter(|t| t.marks.contains(m))
                .map(|t| u32::from(t.count_in(1)))
                .sum()
        };
        assert_eq!(on_tiles(FeatureMark::Volcano), 6);
        assert_eq!(on_tiles(FeatureMark::DragonSymbol), 12);
        assert_eq!(on_tiles(FeatureMark::Portal), 6);
        assert_eq!(on_tiles(FeatureMark::Hill), 8);
        assert_eq!(on_tiles(FeatureMark::Vineyard), 8);
        let with = |pred: &dyn Fn(&FeatureDef) -> bool| -> u32 {
            cat.tiles()
                .iter()
                .filter(|t| t.features.iter().any(pred))
                .map(|t| u32::from(t.count_in(1)))
                .sum()
        };
        assert_eq!(with(&|f| f.marks.contains(FeatureMark::Princess)), 6);
        let tower = FeatureKind::parse("tower").expect("The Tower's kind of feature");
        assert_eq!(with(&|f| f.kind == tower), 18);
    }

    #[test]
    fn letters_and_ids_resolve() {
        let cat = Catalogue::get();
        // Abbey & Mayor: 13 designs and the abbey; Under the Big Top: 18 designs; Hills &
        // Sheep: 17 designs; Bridges, Castles & Bazaars: 12.
        assert_eq!(cat.tiles().len(), 88 + 31 + 19 + 6 + 14 + 18 + 17 + 12);
        assert_eq!(cat.tile(cat.index_of("D").unwrap()).id, "BA/RCr");
        assert_eq!(cat.tile(cat.index_of("X").unwrap()).id, "BA/RRRR");
        let h = cat.tile(cat.index_of("H").unwrap());
        let field = h
            .features
            .iter()
            .find(|f| f.kind == FeatureKind::Field)
            .unwrap();
        assert_eq!(field.cities.len(), 2);
        assert_eq!(cat.nearest("BA/RCR", 1), vec!["BA/RCr"]);
    }

    #[test]
    fn goods_inns_cathedrals() {
        let cat = Catalogue::get();
        let count = |pred: &dyn Fn(&FeatureDef) -> bool| -> u32 {
            cat.tiles()
                .iter()
                .map(|t| {
                    u32::from(t.count_in(1)) * t.features.iter().filter(|f| pred(f)).count() as u32
                })
                .sum()
        };
        // Inns & Cathedrals' 6 and Bridges, Castles & Bazaars' 2 (BB/R.bi, BB/RFR.bi).
        assert_eq!(count(&|f| f.marks.contains(FeatureMark::Inn)), 6 + 2);
        assert_eq!(count(&|f| f.marks.contains(FeatureMark::Cathedral)), 2);
        assert_eq!(count(&|f| f.marks.contains(FeatureMark::Wine)), 9);
        assert_eq!(count(&|f| f.marks.contains(FeatureMark::Grain)), 6);
        assert_eq!(count(&|f| f.marks.contains(FeatureMark::Cloth)), 5);
    }

    /// The prepared tiles the binary uses are the tiles parsed from the text, and are found by
    /// the same ids and letters (`tests/catalogue_prepared.rs` checks that the file is written
    /// as the generator writes it today).
    #[test]
    fn prepared_catalogue_is_the_parsed_text() {
        let parsed = Catalogue::parse(TILES_TXT).expect("tiles.txt parses");
        let hint = "catalogue_prepared.rs is stale: run \
                    ARBITER_WRITE_CATALOGUE=1 cargo test --test suite catalogue_prepared";
        assert_eq!(Catalogue::get().tiles(), parsed.tiles(), "{hint}");
        for t in parsed.tiles() {
            assert_eq!(
                Catalogue::get().index_of(&t.id),
                parsed.index_of(&t.id),
                "{}",
                t.id
            );
            if let Some(l) = t.letter {
                let l = l.to_string();
                assert_eq!(Catalogue::get().index_of(&l), parsed.index_of(&l));
            }
        }
    }

    /// The tiles' links (JCloisterZone's `wagon-move` groups), counted per set as the two
    /// fact sheets list them: features that carry a letter, and the letters on them.
    #[test]
    fn links_match_the_fact_sheets() {
        let cat = Catalogue::get();
        let linked = |exp: Expansion| -> (usize, usize) {
            let features = cat
                .tiles()
                .iter()
                .filter(|t| t.expansion == exp)
                .flat_map(|t| &t.features)
                .filter(|f| !f.links.is_empty());
            features
                .clone()
                .fold((0, 0), |(n, l), f| (n + 1, l + f.links.len()))
        };
        assert_eq!(linked(Expansion::Base), (16, 16));
        assert_eq!(linked(Expansion::River), (4, 4));
        assert_eq!(linked(Expansion::InnsAndCathedrals), (19, 21));
        assert_eq!(linked(Expansion::TradersAndBuilders), (40, 46));
        assert_eq!(linked(Expansion::PrincessAndDragon), (15, 17));
        assert_eq!(linked(Expansion::Tower), (4, 4));
        assert_eq!(linked(Expansion::KingAndRobber), (9, 10));
        assert_eq!(linked(Expansion::AbbeyAndMayor), (11, 14));
        let e =
            Catalogue::parse("[base]\nX/Y FFFF a:1=1\n    monastery(inner link:ab)\n").unwrap_err();
        assert_eq!(e.line, 3);
    }

    #[test]
    fn bad_catalogue_lines_are_reported() {
        let e = Catalogue::parse("[base]\nX/Y CCCC a:1=1\n    city(N,E,S)\n").unwrap_err();
        assert_eq!(e.line, 3);
    }
}
