//! Players, colours, pieces and where a piece stands.

use super::catalogue::{FeatureKind, TileDef};
use super::geometry::{Edge, HalfEdge, Rotation};
use super::ruleset;
use super::tables::{Lies, PieceDef};
use super::variants::Expansion;

/// A player's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
    /// Gray.
    Gray,
    /// Pink.
    Pink,
}

impl Color {
    /// Every colour, in the order imported games hand them out.
    pub const ALL: [Color; 7] = [
        Color::Red,
        Color::Blue,
        Color::Green,
        Color::Yellow,
        Color::Black,
        Color::Gray,
        Color::Pink,
    ];

    /// The colour's key (`red` ...).
    pub fn key(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Yellow => "yellow",
            Color::Black => "black",
            Color::Gray => "gray",
            Color::Pink => "pink",
        }
    }

    /// The Dutch name (`rood` ...), accepted as input as well.
    pub fn dutch(self) -> &'static str {
        match self {
            Color::Red => "rood",
            Color::Blue => "blauw",
            Color::Green => "groen",
            Color::Yellow => "geel",
            Color::Black => "zwart",
            Color::Gray => "grijs",
            Color::Pink => "roze",
        }
    }

    /// Reads a colour key, or its Dutch name.
    pub fn parse(s: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| c.key() == s || c.dutch() == s)
    }
}

pub use crate::player::PlayerId;

/// A player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub color: Color,
}

/// A kind of piece: one of the [`PieceDef`]s registered in `ruleset::PIECES`; each
/// expansion's module names its own (`PieceKind::Abbot` is declared in `expansions/abbot/`).
/// Kinds sort in the order of that table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(u8);

/// How the Dutch FAQ classes a piece; it decides which rulings speak of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceType {
    /// A normal meeple (gewone meeple): the seven followers.
    NormalMeeple,
    /// A meeple that is not a normal one: big follower, abbot.
    Meeple,
    /// A special figure (bijzonder speelstuk) that never counts for majority: builder, pig.
    SpecialFigure,
}

impl PieceKind {
    /// Every kind, in the order of `ruleset::PIECES`.
    pub const ALL: [PieceKind; ruleset::PIECES.len()] = {
        let mut all = [PieceKind(0); ruleset::PIECES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = PieceKind(i as u8);
            i += 1;
        }
        all
    };

    /// The kind registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> PieceKind {
        PieceKind(ruleset::piece_index(key))
    }

    /// What the kind is: names, strength, supply, where it may stand, how it is drawn.
    pub fn def(self) -> &'static PieceDef {
        ruleset::PIECES[usize::from(self.0)]
    }

    /// The key used in position files.
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// The Dutch FAQ's words for the kind, accepted as input as well.
    pub fn dutch(self) -> &'static [&'static str] {
        self.def().dutch
    }

    /// Reads a key, or a Dutch word (`grote meeple` may be written with a space).
    pub fn parse(s: &str) -> Option<PieceKind> {
        let s = s.trim().replace(' ', "-");
        PieceKind::ALL
            .into_iter()
            .find(|k| k.key() == s || k.dutch().contains(&s.as_str()))
    }

    /// The FAQ's piece type.
    pub(crate) fn piece_type(self) -> PieceType {
        self.def().piece_type
    }

    /// Weight when deciding who owns a feature (builder and pig: 0).
    pub(crate) fn strength(self) -> u32 {
        self.def().strength
    }

    /// Whether the piece occupies its feature (blocks other followers and counts for
    /// majority): meeples do, special figures do not.
    pub(crate) fn occupies(self) -> bool {
        self.piece_type() != PieceType::SpecialFigure
    }

    /// Whether the piece joins its owner's meeple on a feature (builder, pig).
    pub fn joins(self) -> bool {
        self.def().joins.is_some()
    }

    /// How many a player owns.
    pub fn supply(self) -> usize {
        self.def().supply
    }

    /// The expansion that brings the piece.
    pub fn expansion(self) -> Expansion {
        self.def().expansion
    }

    /// The rule that limits the supply.
    pub(crate) fn supply_rule(self) -> &'static str {
        self.def().supply_rule
    }
}

/// Where on a tile a piece stands, as seen on the table (after rotation): a kind of feature
/// and, as the kind [lies](Lies), the edge or half-edge it touches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Locator {
    /// The part of that kind touching that edge (`city:N`).
    Edge(FeatureKind, Edge),
    /// The part of that kind touching that half-edge (`field:NNE`).
    Half(FeatureKind, HalfEdge),
    /// A kind that lies inside the tile (`monastery`), or the part of a kind that lies along
    /// half-edges touching none (`field:inner`).
    Inner(FeatureKind),
    /// The second such part of a tile, apart from the first (`field:inner2`: two fields
    /// enclosed between two crossing cities).
    Inner2(FeatureKind),
}

impl Locator {
    /// Reads `city:N`, `field:NNE`, `field:inner`, `monastery`, ... and their Dutch forms
    /// (`stad:N`, `weg:O`, `weide:ZZW`, `weide:binnen`, `klooster`: the edges N, O, Z, W are
    /// north, east, south, west); the words are the feature kinds' keys and Dutch words.
    pub fn parse(s: &str) -> Option<Locator> {
        let s = s.trim();
        let (kind, place) = match s.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (s, None),
        };
        let kind = FeatureKind::parse(kind)?;
        let place = place.map(|p| match p {
            "binnen" => "inner".to_string(),
            "binnen2" => "inner2".to_string(),
            p => p.replace('O', "E").replace('Z', "S"),
        });
        match (kind.lies(), place.as_deref()) {
            (Lies::Inside, None) => Some(Locator::Inner(kind)),
            (Lies::HalfEdges, Some("inner")) => Some(Locator::Inner(kind)),
            (Lies::HalfEdges, Some("inner2")) => Some(Locator::Inner2(kind)),
            (Lies::Edges, Some(p)) => Edge::parse(p).map(|e| Locator::Edge(kind, e)),
            (Lies::HalfEdges, Some(p)) => HalfEdge::parse(p).map(|h| Locator::Half(kind, h)),
            _ => None,
        }
    }

    /// A regular expression every locator [`parse`](Locator::parse) reads matches, built from
    /// the feature kinds' words (for the position file's JSON Schema).
    pub fn pattern() -> String {
        let words = |lies: Lies| -> String {
            let kinds = FeatureKind::ALL.into_iter().filter(|k| k.lies() == lies);
            let keys = kinds.clone().map(FeatureKind::key);
            let dutch = kinds.flat_map(|k| k.dutch().iter().copied());
            keys.chain(dutch).collect::<Vec<_>>().join("|")
        };
        format!(
            "^(({}):[NESWOZ]|({}):([NESWOZ]{{3}}|inner2?|binnen2?)|{})$",
            words(Lies::Edges),
            words(Lies::HalfEdges),
            words(Lies::Inside)
        )
    }

    /// The kind of feature it names.
    pub fn kind(self) -> FeatureKind {
        match self {
            Locator::Edge(k, _) | Locator::Half(k, _) | Locator::Inner(k) | Locator::Inner2(k) => k,
        }
    }

    /// The locator's text form.
    pub fn to_text(self) -> String {
        match self {
            Locator::Edge(k, e) => format!("{}:{}", k.key(), e.name()),
            Locator::Half(k, h) => format!("{}:{}", k.key(), h.name()),
            Locator::Inner(k) if k.lies() == Lies::Inside => k.key().into(),
            Locator::Inner(k) => format!("{}:inner", k.key()),
            Locator::Inner2(k) => format!("{}:inner2", k.key()),
        }
    }

    /// The same place on the tile turned further by `rot`.
    pub fn rotate(self, rot: Rotation) -> Locator {
        match self {
            Locator::Edge(k, e) => Locator::Edge(k, e.rotate(rot)),
            Locator::Half(k, h) => Locator::Half(k, h.rotate(rot)),
            Locator::Inner(k) => Locator::Inner(k),
            Locator::Inner2(k) => Locator::Inner2(k),
        }
    }

    /// The index of the feature it names on `tile` turned by `rot`, if any.
    pub fn resolve(self, tile: &TileDef, rot: Rotation) -> Option<usize> {
        let back = rot.inverse();
        tile.features.iter().position(|f| match self {
            Locator::Edge(k, e) => f.kind == k && f.edges.contains(&e.rotate(back)),
            Locator::Half(k, h) => f.kind == k && f.halves.contains(&h.rotate(back)),
            Locator::Inner(k) if k.lies() == Lies::Inside => f.kind == k,
            Locator::Inner(k) => f.kind == k && f.inner && f.halves.is_empty(),
            Locator::Inner2(k) => f.kind == k && f.inner2 && f.halves.is_empty(),
        })
    }

    /// The canonical locator of feature `index` of `tile` turned by `rot` (its first edge or
    /// half-edge, clockwise from north, as seen on the table).
    pub fn of_feature(tile: &TileDef, rot: Rotation, index: usize) -> Locator {
        let f = &tile.features[index];
        let first_edge = f.edges.iter().map(|e| e.rotate(rot)).min();
        let first_half = f.halves.iter().map(|h| h.rotate(rot)).min();
        match f.kind.lies() {
            Lies::Edges => Locator::Edge(f.kind, first_edge.unwrap_or(Edge::N)),
            Lies::HalfEdges => match first_half {
                Some(h) => Locator::Half(f.kind, h),
                None if f.inner2 => Locator::Inner2(f.kind),
                None => Locator::Inner(f.kind),
            },
            Lies::Inside => Locator::Inner(f.kind),
        }
    }

    /// Every locator naming a feature of `tile` turned by `rot`, one per feature.
    pub fn all_on(tile: &TileDef, rot: Rotation) -> Vec<Locator> {
        (0..tile.features.len())
            .map(|i| Locator::of_feature(tile, rot, i))
            .collect()
    }
}
