//! Positions: the unvalidated [`Setup`] the file format produces, the validated [`Position`]
//! the rules see, and the one place that turns the first into the second
//! ([`Position::from_setup`]), reporting every input problem at once.

use super::catalogue::{self, Colour, Conf, Cost, Effect, Kind, Num, Resource, TileDef};
use super::geometry::{Edge, Hex};
use super::options::{Options, Unverified};
use super::{InputError, Message, Problem, Span};

/// A value with the place it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct At<T> {
    /// The value.
    pub value: T,
    /// Where it is in the input.
    pub span: Span,
}

impl<T> At<T> {
    /// A spanned value.
    pub fn new(value: T, span: Span) -> Self {
        At { value, span }
    }
}

/// Counts keyed by name (colour, skill, resource), as written in the file.
pub type NamedCounts = Vec<(At<String>, At<i64>)>;

/// An unvalidated position, as the file format reads it.
#[derive(Debug, Clone, Default)]
pub struct Setup {
    /// `spring`, `summer`, `autumn`, `winter` or `end`.
    pub season: At<String>,
    /// The players, in clockwise order.
    pub players: Vec<PlayerSetup>,
    /// Tiles being bid for this season (village and turn-order tiles).
    pub offer: Vec<TileSetup>,
    /// Whether a turn-order tile with the start-player icon is in play (default true).
    pub start_tile_in_play: bool,
    /// How many play at the table, when the file lists only some of them.
    pub players_at_table: Option<At<i64>>,
    /// Option settings (`name`, `value`).
    pub options: Vec<(At<String>, At<String>)>,
}

impl<T: Default> Default for At<T> {
    fn default() -> Self {
        At::new(T::default(), Span::default())
    }
}

/// An unvalidated player.
#[derive(Debug, Clone, Default)]
pub struct PlayerSetup {
    /// The player's name.
    pub name: At<String>,
    /// Workers behind the screen.
    pub workers: NamedCounts,
    /// Skills behind the screen.
    pub skills: NamedCounts,
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The village.
    pub village: Vec<TileSetup>,
}

/// An unvalidated tile (in a village or on offer).
#[derive(Debug, Clone, Default)]
pub struct TileSetup {
    /// Where the tile entry starts.
    pub span: Span,
    /// The tile key.
    pub tile: At<String>,
    /// Hex coordinates (village tiles).
    pub at: Option<At<(i64, i64)>>,
    /// Rotation 0–5.
    pub rotation: Option<At<i64>>,
    /// `front`, `upgraded`, `a` or `b`.
    pub face: Option<At<String>>,
    /// Six edge letters in printed order: `R` road, `F` field, `W` water.
    pub edges: Option<At<String>>,
    /// Resources on the tile.
    pub resources: NamedCounts,
    /// Workers on the tile this season.
    pub workers: Option<WorkersSetup>,
    /// Bids around the tile (offer tiles).
    pub bids: Vec<BidSetup>,
    /// Printed numbers the position states.
    pub printed: PrintedSetup,
    /// The tile the Flipper flipped.
    pub flipped_by_flipper: Option<At<bool>>,
}

/// Workers standing on a tile: one colour, one entry per use.
#[derive(Debug, Clone, Default)]
pub struct WorkersSetup {
    /// The colour.
    pub colour: At<String>,
    /// The number of workers in each use, in order.
    pub uses: Vec<At<i64>>,
    /// Off-colour workers laid flat among them (summer boat 4b), by colour.
    pub flat: NamedCounts,
}

/// A bid around an offer tile.
#[derive(Debug, Clone, Default)]
pub struct BidSetup {
    /// The bidder's name.
    pub player: At<String>,
    /// The colour.
    pub colour: At<String>,
    /// The number of workers.
    pub count: At<i64>,
    /// Laid flat: a counter-bid in another colour (summer boat 4a).
    pub flat: bool,
}

/// Printed numbers stated by the position file.
#[derive(Debug, Clone, Default)]
pub struct PrintedSetup {
    /// VP of the current face.
    pub vp: Option<At<i64>>,
    /// Cart capacity of the current face.
    pub cart: Option<At<i64>>,
    /// Upgrades of the current face.
    pub upgrades: Option<At<i64>>,
    /// VP per stored resource (Barn and yards).
    pub rate: Option<At<i64>>,
    /// Sea Breese points printed on a boat.
    pub sea_breese: Option<At<i64>>,
    /// Upgrade cost: resources, `any`, skills.
    pub cost: Option<(NamedCounts, Span)>,
    /// The type a Barn stores (option barn-type = printed).
    pub stores: Option<At<String>>,
}

/// The season of a position; `End` is after winter (scoring).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn.
    Autumn,
    /// Winter.
    Winter,
    /// The game is over.
    End,
}

impl Season {
    /// The tile kind auctioned in this season.
    pub fn offer_kind(self) -> Option<Kind> {
        match self {
            Season::Spring => Some(Kind::Spring),
            Season::Summer => Some(Kind::Summer),
            Season::Autumn => Some(Kind::Autumn),
            Season::Winter => Some(Kind::Winter),
            Season::End => None,
        }
    }
}

/// A tile face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// The front (season) face.
    Front,
    /// The upgraded face.
    Upgraded,
    /// Summer boat face a.
    A,
    /// Summer boat face b.
    B,
}

impl Face {
    /// Index into `[front, upgraded]` numbers.
    pub fn index(self) -> usize {
        usize::from(self == Face::Upgraded)
    }
}

/// A resolved printed number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// The number.
    pub value: i32,
    /// Its confidence (`Rulebook` when the position file stated it: it reads the tile).
    pub conf: Conf,
    /// True when the position file stated it.
    pub from_file: bool,
}

/// Printed numbers of a tile's current face, resolved from the file or the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Printed {
    /// VP.
    pub vp: Option<Value>,
    /// Cart capacity (transport tiles).
    pub cart: Option<Value>,
    /// Upgrades (transport tiles).
    pub upgrades: Option<Value>,
    /// VP per stored resource (Barn, yards).
    pub rate: Option<Value>,
    /// Sea Breese points (boats).
    pub sea_breese: Option<Value>,
    /// Upgrade cost.
    pub cost: Option<Cost>,
}

/// Workers standing on a tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileWorkers {
    /// Their colour.
    pub colour: Colour,
    /// Workers per use, in order.
    pub uses: Vec<u32>,
    /// Off-colour workers laid flat among them (summer boat 4b), `[blue, red, yellow,
    /// green]`; they are counted in `uses`.
    pub flat: [u32; 4],
    /// Where they are written.
    pub span: Span,
}

impl TileWorkers {
    /// Workers on the tile.
    pub fn total(&self) -> u32 {
        self.uses.iter().sum()
    }
    /// Workers laid flat.
    pub fn flat_total(&self) -> u32 {
        self.flat.iter().sum()
    }
    /// Workers on the tile by colour `[blue, red, yellow, green]`, standing and flat.
    pub fn by_colour(&self) -> [u32; 4] {
        let mut out = self.flat;
        out[self.colour as usize] += self.total().saturating_sub(self.flat_total());
        out
    }
}

/// A bid in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bid {
    /// The bidder (index into `Position::players`).
    pub player: usize,
    /// Colour of the bid.
    pub colour: Colour,
    /// Workers in it.
    pub count: u32,
    /// Laid flat: a counter-bid in another colour (summer boat 4a).
    pub flat: bool,
    /// Where it is written.
    pub span: Span,
}

/// A validated tile.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// The catalogue entry.
    pub def: &'static TileDef,
    /// Where the entry is written.
    pub span: Span,
    /// Hex (village tiles).
    pub at: Option<Hex>,
    /// Rotation 0–5.
    pub rotation: u8,
    /// Current face.
    pub face: Face,
    /// Edges of the current face in printed order (village tiles).
    pub edges: Option<[Edge; 6]>,
    /// Resources `[gold, iron, stone, wood]` on it.
    pub resources: [u32; 4],
    /// Workers standing on it.
    pub workers: Option<TileWorkers>,
    /// Bids around it.
    pub bids: Vec<Bid>,
    /// Printed numbers.
    pub printed: Printed,
    /// The Barn's printed type (option barn-type = printed).
    pub stores: Option<Resource>,
    /// The Flipper flipped this tile.
    pub flipped_by_flipper: bool,
}

impl Tile {
    /// The board edge on `side`, if the tile has edges.
    pub fn edge(&self, side: usize) -> Option<Edge> {
        self.edges
            .as_ref()
            .map(|e| super::geometry::edge_at(e, self.rotation, side))
    }
    /// Printed VP (0 when unresolved).
    pub fn vp(&self) -> i32 {
        self.printed.vp.map_or(0, |v| v.value)
    }
}

/// A validated player.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// Name.
    pub name: String,
    /// Where the player entry starts.
    pub span: Span,
    /// Workers behind the screen `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills behind the screen `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The village.
    pub village: Vec<Tile>,
}

impl Player {
    /// The village tile at `hex`.
    pub fn tile_at(&self, hex: Hex) -> Option<&Tile> {
        self.village.iter().find(|t| t.at == Some(hex))
    }
    /// Whether the village holds the tile `key`.
    pub fn has(&self, key: &str) -> bool {
        self.village.iter().any(|t| t.def.key == key)
    }
    /// The face of a summer boat `n` in the village, if any.
    pub fn summer_boat(&self, n: u8) -> Option<Face> {
        self.village
            .iter()
            .find(|t| t.def.effect == Effect::SummerBoat(n))
            .map(|t| t.face)
    }
    /// True when the player owns summer boat `n` on face `face`.
    pub fn has_boat_face(&self, n: u8, face: Face) -> bool {
        self.summer_boat(n) == Some(face)
    }
}

/// A validated position.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The season.
    pub season: Season,
    /// Where the season is written.
    pub season_span: Span,
    /// The players, clockwise.
    pub players: Vec<Player>,
    /// Tiles on offer this season.
    pub offer: Vec<Tile>,
    /// Whether a start-player turn-order tile is in play.
    pub start_tile_in_play: bool,
    /// How many play at the table (the listed players, or more: `players_at_table`).
    pub table_size: usize,
    /// Options set by the file.
    pub options: Options,
}

/// Where a tile named in a move is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileRef {
    /// On offer (index into `Position::offer`).
    Offer(usize),
    /// In a village.
    Village {
        /// The owner.
        player: usize,
        /// Index into the village.
        index: usize,
    },
}

impl Position {
    /// Finds a tile by key, on offer or in a village (each named tile exists once).
    pub fn find(&self, key: &str) -> Option<TileRef> {
        if let Some(i) = self.offer.iter().position(|t| t.def.key == key) {
            return Some(TileRef::Offer(i));
        }
        for (p, pl) in self.players.iter().enumerate() {
            if let Some(i) = pl.village.iter().position(|t| t.def.key == key) {
                return Some(TileRef::Village {
                    player: p,
                    index: i,
                });
            }
        }
        None
    }
    /// The tile a reference points at.
    pub fn tile(&self, r: TileRef) -> &Tile {
        match r {
            TileRef::Offer(i) => &self.offer[i],
            TileRef::Village { player, index } => &self.players[player].village[index],
        }
    }
    /// Finds a player by name.
    pub fn player_index(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p.name == name)
    }
}

/// Workers a move places: how many, of which colour, and from where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The tile.
    pub tile: TileRef,
    /// The colour (the first colour placed, when several are).
    pub colour: Colour,
    /// Workers placed in total.
    pub count: u32,
    /// Workers placed by colour `[blue, red, yellow, green]`, summing to `count`.
    pub workers: [u32; 4],
    /// Offer tiles whose (losing) bids of this player move here, whole.
    pub from_bids: Vec<TileRef>,
}

impl Placement {
    /// A placement of `count` workers of one colour.
    pub fn single(tile: TileRef, colour: Colour, count: u32, from_bids: Vec<TileRef>) -> Self {
        let mut workers = [0; 4];
        workers[colour as usize] = count;
        Placement {
            tile,
            colour,
            count,
            workers,
            from_bids,
        }
    }
    /// The colours placed (with at least one worker).
    pub fn colours(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| self.workers[*c as usize] > 0)
            .collect()
    }
}

/// A tile a carry or an upgrade names: a hex of the mover's village, or a tile named by key
/// that does not lie in the mover's village (on offer, in another village).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spot {
    /// A hex of the mover's village (given as `[q, r]`, or as the key of a tile there).
    Hex(Hex),
    /// A tile outside the mover's village.
    Elsewhere(&'static TileDef),
}

/// One resource carried in a transport, in the mover's own village.
#[derive(Debug, Clone, PartialEq)]
pub struct Carry {
    /// From this tile.
    pub from: Spot,
    /// To this tile.
    pub to: Spot,
    /// The resource.
    pub resource: Resource,
    /// How many.
    pub count: u32,
    /// Where it is written.
    pub span: Span,
}

/// A transport/upgrade move.
#[derive(Debug, Clone, PartialEq)]
pub struct TransportMove {
    /// The worker placement on the transport tile.
    pub placement: Placement,
    /// Resources moved, in order.
    pub carries: Vec<Carry>,
    /// Tiles upgraded (in the mover's village), after the carries.
    pub upgrades: Vec<At<Spot>>,
}

/// A placement of a won tile in the player's village.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaceMove {
    /// The tile.
    pub def: &'static TileDef,
    /// Where.
    pub at: Hex,
    /// Rotation.
    pub rotation: u8,
    /// Edges in printed order.
    pub edges: [Edge; 6],
}

/// The kinds of move.
#[derive(Debug, Clone, PartialEq)]
pub enum MoveKind {
    /// Bid for an offer tile.
    Bid(Placement),
    /// Use a tile (produce).
    Use(Placement),
    /// Use a transport tile: move resources and upgrade.
    Transport(TransportMove),
    /// Place a won tile in the village.
    Place(PlaceMove),
    /// Take bidding workers back behind the screen (never legal).
    Withdraw {
        /// The tile bid for.
        tile: TileRef,
    },
}

/// A validated move.
#[derive(Debug, Clone, PartialEq)]
pub struct Move {
    /// The mover.
    pub player: usize,
    /// What they do.
    pub kind: MoveKind,
    /// Where the move is written.
    pub span: Span,
}

/// Parses a colour key.
pub fn colour(s: &str) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses a resource key.
pub fn resource(s: &str) -> Option<Resource> {
    Resource::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses a skill key.
pub fn skill(s: &str) -> Option<catalogue::Skill> {
    catalogue::Skill::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses six edge letters.
pub fn edges(s: &str) -> Option<[Edge; 6]> {
    let v: Vec<Edge> = s
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c.to_ascii_uppercase() {
            'R' => Some(Edge::Road),
            'F' => Some(Edge::Field),
            'W' => Some(Edge::Water),
            _ => None,
        })
        .collect::<Option<_>>()?;
    v.try_into().ok()
}

/// Collects input errors while validating.
pub(crate) struct Errors(pub Vec<InputError>);

/// The largest number of any one item in the box (48 gold).
pub const MAX_COUNT: i64 = 48;

impl Errors {
    pub(crate) fn push(&mut self, span: Span, m: Message) {
        self.0.push(InputError::new(span, m));
    }
    /// A count of game pieces: 0 up to 48, the most of any one item the game contains
    /// (gold); larger numbers cannot describe a table, and would only slow the exact
    /// end-game allocation down.
    pub(crate) fn count(&mut self, v: &At<i64>) -> u32 {
        if v.value < 0 || v.value > MAX_COUNT {
            self.push(
                v.span,
                Message::new("kf-input-bad-count").arg("value", v.value),
            );
            0
        } else {
            v.value as u32
        }
    }
    pub(crate) fn named<const N: usize>(
        &mut self,
        counts: &NamedCounts,
        parse: impl Fn(&str) -> Option<usize>,
        what: &'static str,
    ) -> [u32; N] {
        let mut out = [0u32; N];
        for (name, n) in counts {
            let c = self.count(n);
            match parse(&name.value) {
                Some(i) if i < N => out[i] += c,
                _ => self.push(
                    name.span,
                    Message::new("kf-input-unknown-name")
                        .arg("name", name.value.as_str())
                        .key_arg("what", what),
                ),
            }
        }
        out
    }
}

fn resolve(num: Num, file: Option<&At<i64>>, opts: &Options) -> Option<Value> {
    if let Some(v) = file {
        return Some(Value {
            value: v.value as i32,
            conf: Conf::Rulebook,
            from_file: true,
        });
    }
    match (num.value, num.conf) {
        (Some(v), c) if c.is_certain() => Some(Value {
            value: v,
            conf: c,
            from_file: false,
        }),
        (Some(v), c @ Conf::Unverified(_)) if opts.unverified == Unverified::Accept => {
            Some(Value {
                value: v,
                conf: c,
                from_file: false,
            })
        }
        _ => None,
    }
}

impl Position {
    /// Validates a setup: the ONE place a position is built. Reports every input problem
    /// (unknown names, bad numbers, missing printed numbers needed at game end) at once.
    pub fn from_setup(setup: &Setup) -> Result<Position, Vec<InputError>> {
        let mut e = Errors(Vec::new());
        let season = match setup.season.value.as_str() {
            "spring" => Season::Spring,
            "summer" => Season::Summer,
            "autumn" => Season::Autumn,
            "winter" => Season::Winter,
            "end" => Season::End,
            other => {
                e.push(
                    setup.season.span,
                    Message::new("kf-input-bad-season").arg("value", other),
                );
                Season::Spring
            }
        };
        let mut options = Options::default();
        for (name, value) in &setup.options {
            match options.set(&name.value, &value.value) {
                Ok(()) => {}
                Err("name") => e.push(
                    name.span,
                    Message::new("kf-input-bad-option")
                        .arg("name", name.value.as_str())
                        .arg("known", super::options::known_names()),
                ),
                Err(_) => e.push(
                    value.span,
                    Message::new("kf-input-bad-option-value")
                        .arg("name", name.value.as_str())
                        .arg("value", value.value.as_str())
                        .arg("known", super::options::known_values(&name.value)),
                ),
            }
        }
        let names: Vec<&str> = setup
            .players
            .iter()
            .map(|p| p.name.value.as_str())
            .collect();
        for (i, p) in setup.players.iter().enumerate() {
            if names[..i].contains(&p.name.value.as_str()) {
                e.push(
                    p.name.span,
                    Message::new("kf-input-duplicate-player").arg("name", p.name.value.as_str()),
                );
            }
        }
        let mut players = Vec::new();
        for p in &setup.players {
            let workers = e.named::<4>(
                &p.workers,
                |s| colour(s).map(|c| c as usize),
                "kf-what-colour",
            );
            let skills = e.named::<3>(&p.skills, |s| skill(s).map(|c| c as usize), "kf-what-skill");
            let village = p
                .village
                .iter()
                .map(|t| tile(&mut e, t, true, season, &names, &options))
                .collect::<Vec<_>>();
            players.push(Player {
                name: p.name.value.clone(),
                span: p.name.span,
                workers,
                skills,
                start_player: p.start_player,
                won_winter_start_tile: p.won_winter_start_tile,
                village: village.into_iter().flatten().collect(),
            });
        }
        let offer: Vec<Tile> = setup
            .offer
            .iter()
            .filter_map(|t| tile(&mut e, t, false, season, &names, &options))
            .collect();
        // Numbers needed at game end that nobody gave.
        if season == Season::End {
            for (p, ps) in players.iter().zip(&setup.players) {
                let breese = p.has("sea-breese");
                for (t, ts) in p.village.iter().zip(&ps.village) {
                    let need = |e: &mut Errors,
                                field: &'static str,
                                v: Option<Value>,
                                num: Option<Num>| {
                        if v.is_none() {
                            let conf = num.map_or("unknown", |n| n.conf.key());
                            e.push(
                                ts.span,
                                Message::new("kf-input-printed-needed")
                                    .key_arg("tile", format!("kf-tile-{}", t.def.key))
                                    .arg("field", field)
                                    .key_arg("conf", format!("kf-conf-{conf}")),
                            );
                        }
                    };
                    need(&mut e, "vp", t.printed.vp, Some(t.def.vp[t.face.index()]));
                    if let Effect::Storage { rate, .. } = t.def.effect {
                        need(&mut e, "rate", t.printed.rate, Some(rate[t.face.index()]));
                    }
                    if p.has("keyflower-boat") {
                        if let Effect::Transport { cart, .. } = t.def.effect {
                            need(&mut e, "cart", t.printed.cart, Some(cart[t.face.index()]));
                        }
                    }
                    if breese && t.def.kind.is_boat() {
                        need(&mut e, "sea-breese", t.printed.sea_breese, None);
                    }
                }
            }
        }
        // A question about some players only: the others sit at the table, unlisted.
        let table_size = match &setup.players_at_table {
            Some(n) if n.value < players.len() as i64 || n.value > 6 => {
                e.push(
                    n.span,
                    Message::new("kf-input-players-at-table")
                        .arg("count", n.value)
                        .arg("listed", players.len()),
                );
                players.len()
            }
            Some(n) => n.value as usize,
            None => players.len(),
        };
        if e.0.is_empty() {
            Ok(Position {
                season,
                season_span: setup.season.span,
                players,
                offer,
                start_tile_in_play: setup.start_tile_in_play,
                table_size,
                options,
            })
        } else {
            e.0.sort_by_key(|x| (x.line, x.column));
            Err(e.0)
        }
    }
}

fn tile(
    e: &mut Errors,
    t: &TileSetup,
    in_village: bool,
    _season: Season,
    names: &[&str],
    opts: &Options,
) -> Option<Tile> {
    let def = catalogue::find(&t.tile.value);
    if def.is_none() {
        e.push(
            t.tile.span,
            Message::new("kf-input-unknown-tile").arg("name", t.tile.value.as_str()),
        );
    }
    let face = match t.face.as_ref().map(|f| f.value.as_str()) {
        None | Some("front") => Face::Front,
        Some("upgraded") => Face::Upgraded,
        Some("a") => Face::A,
        Some("b") => Face::B,
        Some(other) => {
            e.push(
                t.face.as_ref().unwrap().span,
                Message::new("kf-input-bad-face").arg("value", other),
            );
            Face::Front
        }
    };
    if let Some(d) = def {
        let boat = d.kind == Kind::SummerBoat;
        let ok = match face {
            Face::A | Face::B => boat,
            Face::Front => !boat,
            Face::Upgraded => d.kind.upgradable(),
        };
        if !ok {
            let span = t.face.as_ref().map_or(t.span, |f| f.span);
            e.push(
                span,
                Message::new("kf-input-face-not-on-tile")
                    .key_arg("tile", format!("kf-tile-{}", d.key))
                    .arg(
                        "face",
                        t.face.as_ref().map_or("front", |f| f.value.as_str()),
                    ),
            );
        }
    }
    let at = match (&t.at, in_village) {
        (Some(a), true) => Some(Hex::new(a.value.0 as i32, a.value.1 as i32)),
        (None, true) => {
            e.push(t.span, Message::new("kf-input-missing-at"));
            None
        }
        (Some(a), false) => {
            e.push(a.span, Message::new("kf-input-offer-has-at"));
            None
        }
        (None, false) => None,
    };
    let rotation = match &t.rotation {
        Some(r) if !(0..6).contains(&r.value) => {
            e.push(
                r.span,
                Message::new("kf-input-bad-rotation").arg("value", r.value),
            );
            0
        }
        Some(r) => r.value as u8,
        None => 0,
    };
    let edges = match &t.edges {
        Some(s) => {
            let parsed = edges(&s.value);
            if parsed.is_none() {
                e.push(
                    s.span,
                    Message::new("kf-input-bad-edges").arg("value", s.value.as_str()),
                );
            }
            parsed
        }
        None if in_village => {
            e.push(t.span, Message::new("kf-input-missing-edges"));
            None
        }
        None => None,
    };
    let resources = e.named::<4>(
        &t.resources,
        |s| resource(s).map(|c| c as usize),
        "kf-what-resource",
    );
    let workers = t.workers.as_ref().and_then(|w| {
        let c = colour(&w.colour.value);
        if c.is_none() {
            e.push(
                w.colour.span,
                Message::new("kf-input-unknown-name")
                    .arg("name", w.colour.value.as_str())
                    .key_arg("what", "kf-what-colour"),
            );
        }
        let uses: Vec<u32> = w.uses.iter().map(|u| e.count(u)).collect();
        let flat = e.named::<4>(&w.flat, |s| colour(s).map(|c| c as usize), "kf-what-colour");
        c.map(|colour| TileWorkers {
            colour,
            uses,
            flat,
            span: w.colour.span,
        })
    });
    let mut bids = Vec::new();
    for b in &t.bids {
        let p = names.iter().position(|n| *n == b.player.value);
        if p.is_none() {
            e.push(
                b.player.span,
                Message::new("kf-input-unknown-player").arg("name", b.player.value.as_str()),
            );
        }
        let c = colour(&b.colour.value);
        if c.is_none() {
            e.push(
                b.colour.span,
                Message::new("kf-input-unknown-name")
                    .arg("name", b.colour.value.as_str())
                    .key_arg("what", "kf-what-colour"),
            );
        }
        let count = e.count(&b.count);
        if let (Some(player), Some(colour)) = (p, c) {
            bids.push(Bid {
                player,
                colour,
                count,
                flat: b.flat,
                span: b.player.span,
            });
        }
    }
    if in_village && !t.bids.is_empty() {
        e.push(t.bids[0].player.span, Message::new("kf-input-village-bid"));
    }
    let stores = t.printed.stores.as_ref().and_then(|s| {
        let r = resource(&s.value);
        if r.is_none() {
            e.push(
                s.span,
                Message::new("kf-input-unknown-name")
                    .arg("name", s.value.as_str())
                    .key_arg("what", "kf-what-resource"),
            );
        }
        r
    });
    let def = def?;
    let fi = face.index();
    let pr = &t.printed;
    let mut printed = Printed {
        vp: resolve(def.vp[fi], pr.vp.as_ref(), opts),
        ..Printed::default()
    };
    match def.effect {
        Effect::Transport { cart, upgrades } => {
            printed.cart = resolve(cart[fi], pr.cart.as_ref(), opts);
            printed.upgrades = resolve(upgrades[fi], pr.upgrades.as_ref(), opts);
        }
        Effect::Storage { rate, .. } => printed.rate = resolve(rate[fi], pr.rate.as_ref(), opts),
        _ => {}
    }
    let extra = |e: &mut Errors, v: &Option<At<i64>>, field: &'static str, allowed: bool| {
        if let (Some(v), false) = (v, allowed) {
            e.push(
                v.span,
                Message::new("kf-input-printed-not-on-tile")
                    .key_arg("tile", format!("kf-tile-{}", def.key))
                    .arg("field", field),
            );
        }
    };
    let transport = matches!(def.effect, Effect::Transport { .. });
    let storage = matches!(def.effect, Effect::Storage { .. });
    extra(e, &pr.cart, "cart", transport);
    extra(e, &pr.upgrades, "upgrades", transport);
    extra(e, &pr.rate, "rate", storage);
    extra(e, &pr.sea_breese, "sea-breese", def.kind.is_boat());
    printed.sea_breese = pr.sea_breese.as_ref().map(|v| Value {
        value: v.value as i32,
        conf: Conf::Rulebook,
        from_file: true,
    });
    printed.cost = match &pr.cost {
        Some((counts, _)) => {
            let mut c = Cost {
                resources: [0; 4],
                any: 0,
                skills: [0; 3],
                conf: Conf::Rulebook,
            };
            for (name, n) in counts {
                let n8 = e.count(n).min(255) as u8;
                if let Some(r) = resource(&name.value) {
                    c.resources[r as usize] += n8;
                } else if let Some(s) = skill(&name.value) {
                    c.skills[s as usize] += n8;
                } else if name.value == "any" {
                    c.any += n8;
                } else {
                    e.push(
                        name.span,
                        Message::new("kf-input-unknown-name")
                            .arg("name", name.value.as_str())
                            .key_arg("what", "kf-what-cost"),
                    );
                }
            }
            Some(c)
        }
        None => match def.cost {
            Some(c) if c.conf.is_certain() || opts.unverified == Unverified::Accept => Some(c),
            _ => None,
        },
    };
    Some(Tile {
        def,
        span: t.span,
        at,
        rotation,
        face,
        edges,
        resources,
        workers,
        bids,
        printed,
        stores,
        flipped_by_flipper: t.flipped_by_flipper.as_ref().is_some_and(|f| f.value),
    })
}

/// Rules about the position as a whole: players, supplies, unique tiles, boats, the marker.
pub fn check_setup(pos: &Position) -> Vec<Problem> {
    let mut out = Vec::new();
    check_player_count(pos, &mut out);
    check_unique_tiles(pos, &mut out);
    check_supplies(pos, &mut out);
    check_boats(pos, &mut out);
    check_marker(pos, &mut out);
    check_offer(pos, &mut out);
    out
}

fn check_player_count(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    if !(2..=6).contains(&n) {
        out.push(Problem::new(
            "kf.setup.players",
            Message::new("kf-problem-player-count").arg("count", n),
            pos.season_span,
        ));
    }
}

/// Every tile of the box exists once.
fn check_unique_tiles(pos: &Position, out: &mut Vec<Problem>) {
    // Unique tiles.
    let mut seen: Vec<(&str, Span)> = Vec::new();
    let all = pos
        .players
        .iter()
        .flat_map(|p| p.village.iter())
        .chain(pos.offer.iter());
    for t in all.clone() {
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == t.def.key) {
            out.push(Problem::new(
                "kf.setup.unique-tiles",
                Message::new("kf-problem-duplicate-tile")
                    .key_arg("tile", format!("kf-tile-{}", t.def.key))
                    .arg("line", first.line),
                t.span,
            ));
        } else {
            seen.push((t.def.key, t.span));
        }
    }
}

/// No more workers, skills or resources than the box holds.
fn check_supplies(pos: &Position, out: &mut Vec<Problem>) {
    let all = pos
        .players
        .iter()
        .flat_map(|p| p.village.iter())
        .chain(pos.offer.iter());
    // Supplies.
    let mut workers = [0u32; 4];
    let mut skills = [0u32; 3];
    let mut res = [0u32; 4];
    for p in &pos.players {
        for c in 0..4 {
            workers[c] += p.workers[c];
        }
        for s in 0..3 {
            skills[s] += p.skills[s];
        }
    }
    for t in all {
        for r in 0..4 {
            res[r] += t.resources[r];
        }
        if let Some(w) = &t.workers {
            for (c, n) in w.by_colour().into_iter().enumerate() {
                workers[c] += n;
            }
        }
        for b in &t.bids {
            workers[b.colour as usize] += b.count;
        }
    }
    let mut supply = |what: &str, have: u32, max: u32| {
        if have > max {
            out.push(Problem::new(
                "kf.setup.supply",
                Message::new("kf-problem-supply")
                    .key_arg("what", what.to_string())
                    .arg("count", have)
                    .arg("max", max),
                pos.season_span,
            ));
        }
    };
    for c in Colour::ALL {
        supply(
            &format!("kf-colour-{}", c.key()),
            workers[c as usize],
            catalogue::WORKER_SUPPLY[c as usize],
        );
    }
    for s in catalogue::Skill::ALL {
        supply(
            &format!("kf-skill-{}", s.key()),
            skills[s as usize],
            catalogue::SKILL_SUPPLY[s as usize],
        );
    }
    for r in Resource::ALL {
        supply(
            &format!("kf-resource-{}", r.key()),
            res[r as usize],
            catalogue::RESOURCE_SUPPLY[r as usize],
        );
    }
}

/// Boats in play for the table's size, one boat each at the end, the Flipper's target.
fn check_boats(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    // Boats in play.
    for p in &pos.players {
        for t in &p.village {
            if t.def.kind == Kind::Boat && (t.def.min_players as usize) > n {
                out.push(Problem::new(
                    "kf.setup.boats",
                    Message::new("kf-problem-boat-players")
                        .key_arg("tile", format!("kf-tile-{}", t.def.key))
                        .arg("min", t.def.min_players as i64)
                        .arg("count", n),
                    t.span,
                ));
            }
        }
        let boats = p
            .village
            .iter()
            .filter(|t| t.def.kind == Kind::Boat)
            .count();
        if boats > 1 {
            out.push(Problem::new(
                "kf.winter.one-boat",
                Message::new("kf-problem-two-boats")
                    .arg("player", p.name.as_str())
                    .arg("count", boats),
                p.span,
            ));
        }
        if pos.season == Season::End && boats == 0 {
            out.push(Problem::new(
                "kf.winter.one-boat",
                Message::new("kf-problem-no-boat").arg("player", p.name.as_str()),
                p.span,
            ));
        }
        // Flipper target.
        let flipped: Vec<&Tile> = p.village.iter().filter(|t| t.flipped_by_flipper).collect();
        for t in &flipped {
            let home_ok = pos.options.flipper == super::options::Flipper::HomesToo;
            let allowed = match t.def.kind {
                Kind::Home => home_ok,
                k => k.upgradable(),
            };
            if !p.has("flipper") || !allowed || t.face != Face::Upgraded || flipped.len() > 1 {
                out.push(Problem::new(
                    "kf.option.flipper",
                    Message::new("kf-problem-flipper-target")
                        .key_arg("tile", format!("kf-tile-{}", t.def.key)),
                    t.span,
                ));
            }
        }
    }
}

/// One holder of the start-player marker, at most one winner of the winter start tile.
fn check_marker(pos: &Position, out: &mut Vec<Problem>) {
    let holders: Vec<&Player> = pos.players.iter().filter(|p| p.start_player).collect();
    // With players left unlisted, the marker may be with one of them.
    let partial = pos.table_size > pos.players.len();
    if holders.len() > 1 || (holders.is_empty() && !partial) {
        out.push(Problem::new(
            "kf.setup.start-player",
            Message::new("kf-problem-marker-holders").arg("count", holders.len()),
            pos.season_span,
        ));
    }
    let winners = pos
        .players
        .iter()
        .filter(|p| p.won_winter_start_tile)
        .count();
    if winners > 1 {
        out.push(Problem::new(
            "kf.setup.start-player",
            Message::new("kf-problem-start-tile-winners").arg("count", winners),
            pos.season_span,
        ));
    }
}

/// Offer tiles belong to the season, turn-order tiles within the table's count.
fn check_offer(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    // Offer tiles belong to the current season (or are turn-order tiles).
    let turn_orders = pos
        .offer
        .iter()
        .filter(|t| t.def.kind == Kind::TurnOrder)
        .count();
    if (2..=6).contains(&n) && turn_orders > catalogue::TURN_ORDER_TILES[n - 2] as usize {
        out.push(Problem::new(
            "kf.setup.turn-order",
            Message::new("kf-problem-turn-order-count")
                .arg("count", turn_orders)
                .arg("max", catalogue::TURN_ORDER_TILES[n - 2] as i64),
            pos.season_span,
        ));
    }
    for t in &pos.offer {
        let ok = t.def.kind == Kind::TurnOrder
            || pos.season.offer_kind() == Some(t.def.kind)
            || (pos.season == Season::Summer && t.def.kind == Kind::SummerBoat);
        if !ok {
            out.push(Problem::new(
                "kf.season.offer",
                Message::new("kf-problem-offer-season")
                    .key_arg("tile", format!("kf-tile-{}", t.def.key)),
                t.span,
            ));
        }
    }
}
