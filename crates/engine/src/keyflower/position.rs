//! Positions: the validated [`Position`] the rules see and the moves made in it. A position
//! is built from a [`Setup`](super::Setup) by [`Position::legal`], reporting every problem
//! at once; each
//! player, tile, bid, group of workers, carry and upgrade carries the [`Subject`] its
//! problems are about, and only the format layer knows where each subject was written.

use super::catalogue::{self, Colour, Conf, Cost, Effect, Kind, Num, Resource, TileDef};
use super::geometry::{Edge, Hex};
use super::options::Options;
use super::{Message, Problem, Subject};
use arbiter_ids::{msg, rule};

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

impl Value {
    /// Says where this number comes from, as the message arguments `conf` and `source`
    /// ([`source_args`]): the file that stated it, else the catalogue's source.
    pub fn source_args(self, m: Message) -> Message {
        source_args(m, self.conf, self.from_file)
    }
}

/// A number's origin as message arguments: `conf` names a `kf-conf-*` message (`file` when
/// the position file or record stated the number, else the catalogue's confidence) and
/// `source` the fan sources of an unverified catalogue number (`: ALS`; empty otherwise).
pub fn source_args(m: Message, conf: Conf, from_file: bool) -> Message {
    sources_args(m, &[(conf, from_file)])
}

/// The origins of the numbers a sum is made of, as [`source_args`] says one: one origin, or
/// partly the file and partly unverified catalogue numbers (every fan source named once);
/// any other mixture is said to be several sources (the catalogue has no such sum).
pub fn sources_args(m: Message, origins: &[(Conf, bool)]) -> Message {
    let file = origins.iter().any(|(_, f)| *f);
    let catalogue: Vec<Conf> = origins
        .iter()
        .filter(|(_, f)| !f)
        .map(|(c, _)| *c)
        .collect();
    let mut fans: Vec<&str> = Vec::new();
    for c in &catalogue {
        if let Conf::Unverified(s) = c {
            for name in s.split(", ") {
                if !fans.contains(&name) {
                    fans.push(name);
                }
            }
        }
    }
    let source = if fans.is_empty() {
        String::new()
    } else {
        format!(": {}", fans.join(", "))
    };
    let all_unverified = catalogue.iter().all(|c| matches!(c, Conf::Unverified(_)));
    let key = match catalogue.first() {
        None => "file",
        Some(c) if !file && catalogue.iter().all(|o| o.key() == c.key()) => c.key(),
        Some(_) if file && all_unverified => "file-and-unverified",
        Some(_) => return m.key_arg("conf", msg::KF_CONF_MIXED).arg("source", ""),
    };
    m.key_arg("conf", format!("kf-conf-{key}"))
        .arg("source", source)
}

/// A printed number: the one the position states (it reads the tile), else the catalogue's
/// when it is the rulebook's or derived, or a fan source's under option `unverified: accept`;
/// `None` when neither may be used.
pub fn resolve(num: Num, stated: Option<i64>, options: &Options) -> Option<Value> {
    if let Some(v) = stated {
        return Some(Value {
            value: v as i32,
            conf: Conf::Rulebook,
            from_file: true,
        });
    }
    let accept = options.unverified == super::options::Unverified::Accept;
    match (num.value, num.conf) {
        (Some(v), c) if c.is_certain() || (accept && matches!(c, Conf::Unverified(_))) => {
            Some(Value {
                value: v,
                conf: c,
                from_file: false,
            })
        }
        _ => None,
    }
}

/// The printed numbers of `def`'s `face` that the catalogue gives (see [`resolve`]), the
/// upgrade cost included: a tile turned over in play, or fresh from the box.
pub fn printed_from_catalogue(def: &TileDef, face: Face, options: &Options) -> Printed {
    let i = face.index();
    let value = |n: Num| resolve(n, None, options);
    let mut p = Printed {
        vp: value(def.vp[i]),
        ..Printed::default()
    };
    match def.effect {
        Effect::Transport { cart, upgrades } => {
            p.cart = value(cart[i]);
            p.upgrades = value(upgrades[i]);
        }
        Effect::Storage { rate, .. } => p.rate = value(rate[i]),
        _ => {}
    }
    let accept = options.unverified == super::options::Unverified::Accept;
    p.cost = def
        .cost
        .filter(|c| c.conf.is_certain() || (accept && matches!(c.conf, Conf::Unverified(_))));
    p
}

/// A printed number the end-game scoring needs and neither the position nor the catalogue
/// may give (option `unverified`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberNeeded {
    /// The village tile.
    pub tile: TileRef,
    /// The field of `printed:` (`vp`, `rate`, `cart`, `sea-breese`).
    pub field: &'static str,
    /// The catalogue's confidence for it (`unknown` when it has none).
    pub conf: &'static str,
}

impl NumberNeeded {
    /// `yes` when a fan source gives the number, so that `unverified: accept` would supply it
    /// (a message suggests the option only then), else `no`.
    pub fn fan(&self) -> &'static str {
        if self.conf == "unverified" {
            "yes"
        } else {
            "no"
        }
    }
}

/// Every printed number the end-game scoring of `pos` needs and does not have: each village
/// tile's VP, a storage tile's rate, the cart of every transport tile of a Keyflower boat
/// owner, the Sea Breese points of every boat of a Sea Breese owner.
pub fn numbers_needed(pos: &Position) -> Vec<NumberNeeded> {
    let mut out = Vec::new();
    for (player, p) in pos.players.iter().enumerate() {
        let breese = p.has("sea-breese");
        for (index, t) in p.village.iter().enumerate() {
            let tile = TileRef::Village { player, index };
            let i = t.face.index();
            let mut need = |field: &'static str, v: Option<Value>, num: Option<Num>| {
                if v.is_none() {
                    out.push(NumberNeeded {
                        tile,
                        field,
                        conf: num.map_or("unknown", |n| n.conf.key()),
                    });
                }
            };
            need("vp", t.printed.vp, Some(t.def.vp[i]));
            if let Effect::Storage { rate, .. } = t.def.effect {
                need("rate", t.printed.rate, Some(rate[i]));
            }
            if p.has("keyflower-boat") {
                if let Effect::Transport { cart, .. } = t.def.effect {
                    need("cart", t.printed.cart, Some(cart[i]));
                }
            }
            if breese && t.def.kind.is_boat() {
                need("sea-breese", t.printed.sea_breese, None);
            }
        }
    }
    out
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
    /// What their problems are about.
    pub subject: Subject,
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
    /// What its problems are about.
    pub subject: Subject,
}

/// A validated tile.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// The catalogue entry.
    pub def: &'static TileDef,
    /// What its problems are about.
    pub subject: Subject,
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
    /// The player's colour, when the file gives one (a label: Keyflower's rules give
    /// players no colour).
    pub colour: Option<String>,
    /// What their problems are about.
    pub subject: Subject,
    /// Workers behind the screen `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills behind the screen `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The winter tiles dealt face down and still held.
    pub winter_tiles: Vec<&'static TileDef>,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
    /// What its problems are about.
    pub subject: Subject,
}

/// One tile upgraded in a transport.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Upgrade {
    /// The tile.
    pub spot: Spot,
    /// What its problems are about.
    pub subject: Subject,
}

/// A transport/upgrade move.
#[derive(Debug, Clone, PartialEq)]
pub struct TransportMove {
    /// The worker placement on the transport tile.
    pub placement: Placement,
    /// Resources moved, in order.
    pub carries: Vec<Carry>,
    /// Tiles upgraded (in the mover's village), after the carries.
    pub upgrades: Vec<Upgrade>,
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
    /// Bid for a boat tile (never legal: boats are not bid for with workers directly).
    BoatBid {
        /// The boat named.
        def: &'static TileDef,
    },
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

/// Rules about the position as a whole: players, supplies, unique tiles, boats, the marker.
pub fn check_setup(pos: &Position) -> Vec<Problem> {
    let mut out = Vec::new();
    check_player_count(pos, &mut out);
    check_unique_tiles(pos, &mut out);
    check_supplies(pos, &mut out);
    check_boats(pos, &mut out);
    check_marker(pos, &mut out);
    check_offer(pos, &mut out);
    check_offer_size(pos, &mut out);
    check_winter_hands(pos, &mut out);
    check_spring_start(pos, &mut out);
    check_village_seasons(pos, &mut out);
    out
}

impl Season {
    /// The key (`spring`...`end`), as position files write it.
    pub fn key(self) -> &'static str {
        match self {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
            Season::Winter => "winter",
            Season::End => "end",
        }
    }
    /// The season after this one (`End` after winter and after the end).
    pub fn next(self) -> Season {
        match self {
            Season::Spring => Season::Summer,
            Season::Summer => Season::Autumn,
            Season::Autumn => Season::Winter,
            Season::Winter | Season::End => Season::End,
        }
    }
}

/// Winter tiles dealt to each player, by table size 2 to 6 `[rulebook]`.
pub const WINTER_DEALT: [usize; 5] = [3, 3, 3, 2, 2];

/// The number on a home tile (`home-3` is 3).
pub fn home_number(def: &TileDef) -> Option<u8> {
    def.key.strip_prefix("home-").and_then(|n| n.parse().ok())
}

/// Whether a tile of `kind` can lie in a village during `season`: won tiles join a village at
/// the end of the season they were bid for, and turn-order and boat tiles only at the end of
/// winter.
pub fn may_be_in_village(kind: Kind, season: Season) -> bool {
    let joined_after = match kind {
        Kind::Home => return true,
        Kind::Spring => Season::Spring,
        Kind::Summer | Kind::SummerBoat => Season::Summer,
        Kind::Autumn => Season::Autumn,
        Kind::Winter | Kind::Boat | Kind::TurnOrder => Season::Winter,
    };
    season > joined_after
}

/// The season's village tiles put out for the table: spring, summer and autumn 6 to 10 tiles
/// for 2 to 6 players; in winter between one and all of the winter tiles dealt per player.
fn check_offer_size(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    if !(2..=6).contains(&n) {
        return;
    }
    let tiles = pos
        .offer
        .iter()
        .filter(|t| t.def.kind != Kind::TurnOrder)
        .count();
    match pos.season {
        Season::Spring | Season::Summer | Season::Autumn => {
            let max = catalogue::SEASON_TILES[n - 2] as usize;
            if tiles > max {
                out.push(Problem::error(
                    rule::KF_SETUP_SEASON_TILES,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_OFFER_SIZE)
                        .arg("count", tiles)
                        .arg("max", max)
                        .arg("players", n)
                        .key_arg("season", format!("kf-kind-{}", pos.season.key())),
                ));
            }
        }
        Season::Winter => {
            let (min, max) = (n, n * WINTER_DEALT[n - 2]);
            if !(min..=max).contains(&tiles) {
                out.push(Problem::error(
                    rule::KF_SEASON_WINTER_CHOICE,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_WINTER_OFFER_SIZE)
                        .arg("count", tiles)
                        .arg("min", min)
                        .arg("max", max)
                        .arg("players", n),
                ));
            }
        }
        Season::End => {}
    }
}

/// The winter tiles each player holds before winter: the number dealt for the table, and
/// only winter tiles.
fn check_winter_hands(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    for p in &pos.players {
        for def in &p.winter_tiles {
            if def.kind != Kind::Winter {
                out.push(Problem::error(
                    rule::KF_SETUP_SEASON_TILES,
                    p.subject,
                    Message::new(msg::KF_PROBLEM_WINTER_HAND_KIND)
                        .arg("player", p.name.as_str())
                        .key_arg("tile", format!("kf-tile-{}", def.key)),
                ));
            }
        }
        let dealt = p.winter_tiles.len();
        let before_winter = pos.season < Season::Winter;
        if before_winter && dealt > 0 && (2..=6).contains(&n) && dealt != WINTER_DEALT[n - 2] {
            out.push(Problem::error(
                rule::KF_SETUP_SEASON_TILES,
                p.subject,
                Message::new(msg::KF_PROBLEM_WINTER_DEALT)
                    .arg("player", p.name.as_str())
                    .arg("count", dealt)
                    .arg("want", WINTER_DEALT[n - 2])
                    .arg("players", n),
            ));
        }
    }
}

/// In spring the start player is the player who received the lowest-numbered home tile.
fn check_spring_start(pos: &Position, out: &mut Vec<Problem>) {
    if pos.season != Season::Spring || pos.table_size > pos.players.len() {
        return;
    }
    let homes: Vec<(usize, u8)> = pos
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            p.village
                .iter()
                .find_map(|t| home_number(t.def))
                .map(|n| (i, n))
        })
        .collect();
    if homes.len() != pos.players.len() {
        return;
    }
    let Some(&(lowest, number)) = homes.iter().min_by_key(|(_, n)| *n) else {
        return;
    };
    if let Some(holder) = pos.players.iter().find(|p| p.start_player) {
        if !pos.players[lowest].start_player {
            out.push(Problem::error(
                rule::KF_SETUP_START_PLAYER,
                holder.subject,
                Message::new(msg::KF_PROBLEM_SPRING_START)
                    .arg("player", holder.name.as_str())
                    .arg("want", pos.players[lowest].name.as_str())
                    .arg("number", i64::from(number)),
            ));
        }
    }
}

/// No village holds a tile that cannot have joined it yet in the current season.
fn check_village_seasons(pos: &Position, out: &mut Vec<Problem>) {
    for p in &pos.players {
        for t in &p.village {
            if !may_be_in_village(t.def.kind, pos.season) {
                out.push(Problem::error(
                    rule::KF_VILLAGE_SEASON,
                    t.subject,
                    Message::new(msg::KF_PROBLEM_VILLAGE_SEASON)
                        .key_arg("tile", format!("kf-tile-{}", t.def.key))
                        .arg("player", p.name.as_str())
                        .key_arg("kind", format!("kf-kind-{}", t.def.kind.key()))
                        .key_arg("season", format!("kf-kind-{}", pos.season.key())),
                ));
            }
        }
    }
}

fn check_player_count(pos: &Position, out: &mut Vec<Problem>) {
    let n = pos.table_size;
    if !(2..=6).contains(&n) {
        out.push(Problem::error(
            rule::KF_SETUP_PLAYERS,
            Subject::Position,
            Message::new(msg::KF_PROBLEM_PLAYER_COUNT).arg("count", n),
        ));
    }
}

/// Every tile of the box exists once.
fn check_unique_tiles(pos: &Position, out: &mut Vec<Problem>) {
    // Unique tiles.
    let mut seen: Vec<&str> = pos
        .players
        .iter()
        .flat_map(|p| p.winter_tiles.iter().map(|d| d.key))
        .collect();
    seen.sort_unstable();
    if let Some(w) = seen.windows(2).find(|w| w[0] == w[1]) {
        out.push(Problem::error(
            rule::KF_SETUP_UNIQUE_TILES,
            Subject::Position,
            Message::new(msg::KF_PROBLEM_DUPLICATE_TILE)
                .key_arg("tile", format!("kf-tile-{}", w[0])),
        ));
    }
    let all = pos
        .players
        .iter()
        .flat_map(|p| p.village.iter())
        .chain(pos.offer.iter());
    for t in all {
        if seen.contains(&t.def.key) {
            out.push(Problem::error(
                rule::KF_SETUP_UNIQUE_TILES,
                t.subject,
                Message::new(msg::KF_PROBLEM_DUPLICATE_TILE)
                    .key_arg("tile", format!("kf-tile-{}", t.def.key)),
            ));
        } else {
            seen.push(t.def.key);
        }
    }
}

/// The pieces a position holds, outside the bag and the general supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct InPlay {
    /// Workers `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// Resources `[gold, iron, stone, wood]`.
    pub resources: [u32; 4],
}

impl InPlay {
    /// Resources of type `r` left in the general supply.
    pub fn resources_left(&self, r: Resource) -> u32 {
        catalogue::RESOURCE_SUPPLY[r as usize].saturating_sub(self.resources[r as usize])
    }
    /// Green workers left in the supply.
    pub fn greens_left(&self) -> u32 {
        catalogue::WORKER_SUPPLY[Colour::Green as usize]
            .saturating_sub(self.workers[Colour::Green as usize])
    }
}

/// Every worker, skill and resource behind the screens, on the tiles and in the bids.
pub fn in_play(pos: &Position) -> InPlay {
    let all = pos
        .players
        .iter()
        .flat_map(|p| p.village.iter())
        .chain(pos.offer.iter());
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
    InPlay {
        workers,
        skills,
        resources: res,
    }
}

/// No more workers, skills or resources than the box holds.
fn check_supplies(pos: &Position, out: &mut Vec<Problem>) {
    let InPlay {
        workers,
        skills,
        resources: res,
    } = in_play(pos);
    let mut supply = |what: &str, have: u32, max: u32| {
        if have > max {
            out.push(Problem::error(
                rule::KF_SETUP_SUPPLY,
                Subject::Position,
                Message::new(msg::KF_PROBLEM_SUPPLY)
                    .key_arg("what", what.to_string())
                    .arg("count", have)
                    .arg("max", max),
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
                out.push(Problem::error(
                    rule::KF_SETUP_BOATS,
                    t.subject,
                    Message::new(msg::KF_PROBLEM_BOAT_PLAYERS)
                        .key_arg("tile", format!("kf-tile-{}", t.def.key))
                        .arg("min", t.def.min_players as i64)
                        .arg("count", n),
                ));
            }
        }
        let boats = p
            .village
            .iter()
            .filter(|t| t.def.kind == Kind::Boat)
            .count();
        if boats > 1 {
            out.push(Problem::error(
                rule::KF_WINTER_ONE_BOAT,
                p.subject,
                Message::new(msg::KF_PROBLEM_TWO_BOATS)
                    .arg("player", p.name.as_str())
                    .arg("count", boats),
            ));
        }
        if pos.season == Season::End && boats == 0 {
            out.push(Problem::error(
                rule::KF_WINTER_ONE_BOAT,
                p.subject,
                Message::new(msg::KF_PROBLEM_NO_BOAT).arg("player", p.name.as_str()),
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
                out.push(Problem::error(
                    rule::KF_OPTION_FLIPPER,
                    t.subject,
                    Message::new(msg::KF_PROBLEM_FLIPPER_TARGET)
                        .key_arg("tile", format!("kf-tile-{}", t.def.key)),
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
        out.push(Problem::error(
            rule::KF_SETUP_START_PLAYER,
            Subject::Position,
            Message::new(msg::KF_PROBLEM_MARKER_HOLDERS).arg("count", holders.len()),
        ));
    }
    let winners = pos
        .players
        .iter()
        .filter(|p| p.won_winter_start_tile)
        .count();
    if winners > 1 {
        out.push(Problem::error(
            rule::KF_SETUP_START_PLAYER,
            Subject::Position,
            Message::new(msg::KF_PROBLEM_START_TILE_WINNERS).arg("count", winners),
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
        out.push(Problem::error(
            rule::KF_SETUP_TURN_ORDER,
            Subject::Position,
            Message::new(msg::KF_PROBLEM_TURN_ORDER_COUNT)
                .arg("count", turn_orders)
                .arg("max", catalogue::TURN_ORDER_TILES[n - 2] as i64),
        ));
    }
    for t in &pos.offer {
        let ok = t.def.kind == Kind::TurnOrder
            || pos.season.offer_kind() == Some(t.def.kind)
            || (pos.season == Season::Summer && t.def.kind == Kind::SummerBoat);
        if !ok {
            out.push(Problem::error(
                rule::KF_SEASON_OFFER,
                t.subject,
                Message::new(msg::KF_PROBLEM_OFFER_SEASON)
                    .key_arg("tile", format!("kf-tile-{}", t.def.key)),
            ));
        }
    }
}
