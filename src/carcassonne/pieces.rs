//! Players, colours, pieces and where a piece stands.

use super::catalogue::{FeatureKind, TileDef};
use super::expansions::{self, PieceDef};
use super::geometry::{Edge, HalfEdge, Rotation};
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

/// Index of a player in turn order. A player id only means something against a list of
/// players: [`PlayerId::new`] checks it against one, and `Position::validate` checks every id
/// of a setup against the setup's players (reporting, never panicking).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(usize);

impl PlayerId {
    /// The first player, who exists in every game.
    pub const FIRST: PlayerId = PlayerId(0);

    /// The id of player `index` of `players`, if there is one.
    pub fn new(index: usize, players: &[Player]) -> Option<PlayerId> {
        (index < players.len()).then_some(PlayerId(index))
    }

    /// The ids of `players`, in turn order.
    pub fn all(players: &[Player]) -> impl Iterator<Item = PlayerId> {
        (0..players.len()).map(PlayerId)
    }

    /// Player `index` of a list not at hand (a setup being built, a generated game): nothing
    /// is checked here, `Position::validate` reports an id that names no player.
    pub fn unchecked(index: usize) -> PlayerId {
        PlayerId(index)
    }

    /// The player after this one among `count` players.
    pub fn next(self, count: usize) -> PlayerId {
        PlayerId((self.0 + 1) % count.max(1))
    }

    /// Its place in turn order, from 0.
    pub fn index(self) -> usize {
        self.0
    }
}

/// A player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub color: Color,
}

/// A kind of piece: one of the [`PieceDef`]s registered in [`expansions::PIECES`]; each
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
    /// Every kind, in the order of [`expansions::PIECES`].
    pub const ALL: [PieceKind; expansions::PIECES.len()] = {
        let mut all = [PieceKind(0); expansions::PIECES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = PieceKind(i as u8);
            i += 1;
        }
        all
    };

    /// The kind registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> PieceKind {
        PieceKind(expansions::piece_index(key))
    }

    /// What the kind is: names, strength, supply, where it may stand, how it is drawn.
    pub fn def(self) -> &'static PieceDef {
        expansions::PIECES[usize::from(self.0)]
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
    pub fn piece_type(self) -> PieceType {
        self.def().piece_type
    }

    /// Weight when deciding who owns a feature (builder and pig: 0).
    pub fn strength(self) -> u32 {
        self.def().strength
    }

    /// Whether the piece occupies its feature (blocks other followers and counts for
    /// majority): meeples do, special figures do not.
    pub fn occupies(self) -> bool {
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
    pub fn supply_rule(self) -> &'static str {
        self.def().supply_rule
    }
}

/// Where on a tile a piece stands, as seen on the table (after rotation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Locator {
    /// The city part touching that edge.
    City(Edge),
    /// The road part touching that edge.
    Road(Edge),
    /// The river part touching that edge (nothing may stand there).
    River(Edge),
    /// The field part touching that half-edge.
    Field(HalfEdge),
    /// The field that touches no edge.
    FieldInner,
    /// The monastery.
    Monastery,
    /// The garden.
    Garden,
}

impl Locator {
    /// Reads `city:N`, `field:NNE`, `field:inner`, `monastery`, `garden`, ... and their Dutch
    /// forms (`stad:N`, `weg:O`, `weide:ZZW`, `weide:binnen`, `klooster`, `tuin`: the edges
    /// N, O, Z, W are north, east, south, west).
    pub fn parse(s: &str) -> Option<Locator> {
        let s = s.trim();
        let (kind, place) = match s.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (s, None),
        };
        let kind = match kind {
            "stad" => "city",
            "weg" => "road",
            "rivier" => "river",
            "weide" => "field",
            "klooster" => "monastery",
            "tuin" => "garden",
            other => other,
        };
        let place = place.map(|p| match p {
            "binnen" => "inner".to_string(),
            p => p.replace('O', "E").replace('Z', "S"),
        });
        match (kind, place.as_deref()) {
            ("monastery", None) => Some(Locator::Monastery),
            ("garden", None) => Some(Locator::Garden),
            ("field", Some("inner")) => Some(Locator::FieldInner),
            ("city", Some(p)) => Edge::parse(p).map(Locator::City),
            ("road", Some(p)) => Edge::parse(p).map(Locator::Road),
            ("river", Some(p)) => Edge::parse(p).map(Locator::River),
            ("field", Some(p)) => HalfEdge::parse(p).map(Locator::Field),
            _ => None,
        }
    }

    /// The locator's text form.
    pub fn to_text(self) -> String {
        match self {
            Locator::City(e) => format!("city:{}", e.name()),
            Locator::Road(e) => format!("road:{}", e.name()),
            Locator::River(e) => format!("river:{}", e.name()),
            Locator::Field(h) => format!("field:{}", h.name()),
            Locator::FieldInner => "field:inner".into(),
            Locator::Monastery => "monastery".into(),
            Locator::Garden => "garden".into(),
        }
    }

    /// The index of the feature it names on `tile` turned by `rot`, if any.
    pub fn resolve(self, tile: &TileDef, rot: Rotation) -> Option<usize> {
        let back = rot.inverse();
        tile.features.iter().position(|f| match self {
            Locator::City(e) => f.kind == FeatureKind::City && f.edges.contains(&e.rotate(back)),
            Locator::Road(e) => f.kind == FeatureKind::Road && f.edges.contains(&e.rotate(back)),
            Locator::River(e) => f.kind == FeatureKind::River && f.edges.contains(&e.rotate(back)),
            Locator::Field(h) => f.kind == FeatureKind::Field && f.halves.contains(&h.rotate(back)),
            Locator::FieldInner => f.kind == FeatureKind::Field && f.inner && f.halves.is_empty(),
            Locator::Monastery => f.kind == FeatureKind::Monastery,
            Locator::Garden => f.kind == FeatureKind::Garden,
        })
    }

    /// The canonical locator of feature `index` of `tile` turned by `rot` (its first edge or
    /// half-edge, clockwise from north, as seen on the table).
    pub fn of_feature(tile: &TileDef, rot: Rotation, index: usize) -> Locator {
        let f = &tile.features[index];
        let first_edge = f.edges.iter().map(|e| e.rotate(rot)).min();
        let first_half = f.halves.iter().map(|h| h.rotate(rot)).min();
        match f.kind {
            FeatureKind::City => Locator::City(first_edge.unwrap_or(Edge::N)),
            FeatureKind::Road => Locator::Road(first_edge.unwrap_or(Edge::N)),
            FeatureKind::River => Locator::River(first_edge.unwrap_or(Edge::N)),
            FeatureKind::Field => first_half.map_or(Locator::FieldInner, Locator::Field),
            FeatureKind::Monastery => Locator::Monastery,
            FeatureKind::Garden => Locator::Garden,
        }
    }

    /// Every locator naming a feature of `tile` turned by `rot`, one per feature.
    pub fn all_on(tile: &TileDef, rot: Rotation) -> Vec<Locator> {
        (0..tile.features.len())
            .map(|i| Locator::of_feature(tile, rot, i))
            .collect()
    }
}
