//! An unvalidated Keyflower position ([`Setup`]): every name already resolved (tiles, colours,
//! resources, the season, the options), nothing checked; and [`Position::legal`], the one
//! place a [`Position`] is built from it, reporting every problem at once, each naming its
//! [`Subject`].
//!
//! The format layer (`format::keyflower`) reads a file into a `Setup` (a name that does not
//! exist is bad input there, with its line and column) and keeps where each subject was
//! written; this module judges what the values say: a face the tile does not have, a village
//! tile without a place or edges, a printed number the tile does not print or that the end
//! of the game needs, then every rule of a standing position ([`Position::problems`]).

use super::catalogue::{Colour, Conf, Cost, Effect, Kind, Resource, TileDef};
use super::geometry::{Edge, Hex};
use super::options::Options;
use super::position::{
    numbers_needed, resolve, Bid, Face, Player, Position, Printed, Season, Tile, TileRef,
    TileWorkers, Value,
};
use super::{Message, Problem, Severity, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

/// An unvalidated Keyflower position, as a file reads it.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Setup {
    /// The season.
    pub season: Season,
    /// The players, clockwise.
    pub players: Vec<PlayerSetup>,
    /// Tiles on offer this season (village and turn-order tiles).
    pub offer: Vec<TileSetup>,
    /// Whether a turn-order tile with the start-player icon is in play.
    pub start_tile_in_play: bool,
    /// How many play at the table, when only some of them are listed (as written: it must
    /// be at least the players listed and at most 6).
    pub players_at_table: Option<i64>,
    /// The rule options.
    pub options: Options,
}

impl Setup {
    /// A setup of `season` with no players and nothing on offer, the start-player tile in
    /// play and the default options.
    pub fn new(season: Season) -> Setup {
        Setup {
            season,
            players: Vec::new(),
            offer: Vec::new(),
            start_tile_in_play: true,
            players_at_table: None,
            options: Options::default(),
        }
    }
}

/// An unvalidated player.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct PlayerSetup {
    /// The name.
    pub name: String,
    /// The player's colour (a label).
    pub colour: Option<String>,
    /// Workers behind the screen `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills behind the screen `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The winter tiles dealt and still held.
    pub winter_tiles: Vec<&'static TileDef>,
    /// The village.
    pub village: Vec<TileSetup>,
}

impl PlayerSetup {
    /// A player called `name` with an empty screen and an empty village.
    pub fn new(name: impl Into<String>) -> PlayerSetup {
        PlayerSetup {
            name: name.into(),
            colour: None,
            workers: [0; 4],
            skills: [0; 3],
            start_player: false,
            won_winter_start_tile: false,
            winter_tiles: Vec::new(),
            village: Vec::new(),
        }
    }
}

/// An unvalidated tile, in a village or on offer.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct TileSetup {
    /// The catalogue entry.
    pub def: &'static TileDef,
    /// Its hex (village tiles have one, offer tiles none).
    pub at: Option<Hex>,
    /// Rotation 0–5.
    pub rotation: u8,
    /// The face showing.
    pub face: Face,
    /// Edges of the face in printed order (village tiles have them).
    pub edges: Option<[Edge; 6]>,
    /// Resources `[gold, iron, stone, wood]` on it.
    pub resources: [u32; 4],
    /// Workers standing on it.
    pub workers: Option<WorkersSetup>,
    /// Bids around it (offer tiles only).
    pub bids: Vec<BidSetup>,
    /// The printed numbers the position states.
    pub printed: PrintedSetup,
    /// The Barn's printed type (option barn-type = printed).
    pub stores: Option<Resource>,
    /// The Flipper flipped it.
    pub flipped_by_flipper: bool,
}

impl TileSetup {
    /// The tile `def`, front face up, unrotated, with nothing on it and nothing stated.
    pub fn new(def: &'static TileDef) -> TileSetup {
        TileSetup {
            def,
            at: None,
            rotation: 0,
            face: Face::Front,
            edges: None,
            resources: [0; 4],
            workers: None,
            bids: Vec::new(),
            printed: PrintedSetup::default(),
            stores: None,
            flipped_by_flipper: false,
        }
    }
}

/// Workers standing on a tile: one colour, one entry per use.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct WorkersSetup {
    /// The colour.
    pub colour: Colour,
    /// Workers in each use, in order.
    pub uses: Vec<u32>,
    /// Off-colour workers laid flat among them (summer boat 4b), `[blue, red, yellow,
    /// green]`.
    pub flat: [u32; 4],
}

impl WorkersSetup {
    /// Workers of `colour`, `uses` of them in each use, none laid flat.
    pub fn new(colour: Colour, uses: Vec<u32>) -> WorkersSetup {
        WorkersSetup {
            colour,
            uses,
            flat: [0; 4],
        }
    }
}

/// A bid around an offer tile.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct BidSetup {
    /// The bidder, one of the setup's players.
    pub player: PlayerId,
    /// The colour.
    pub colour: Colour,
    /// Workers.
    pub count: u32,
    /// Laid flat: a counter-bid in another colour (summer boat 4a).
    pub flat: bool,
}

impl BidSetup {
    /// A standing bid of `count` workers of `colour` by `player`.
    pub fn new(player: PlayerId, colour: Colour, count: u32) -> BidSetup {
        BidSetup {
            player,
            colour,
            count,
            flat: false,
        }
    }
}

/// The printed numbers a position states for a tile's current face (the rest come from the
/// catalogue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct PrintedSetup {
    /// VP.
    pub vp: Option<i64>,
    /// Cart capacity (transport tiles).
    pub cart: Option<i64>,
    /// Upgrades (transport tiles).
    pub upgrades: Option<i64>,
    /// VP per stored resource (Barn, yards).
    pub rate: Option<i64>,
    /// Sea Breese points (boats).
    pub sea_breese: Option<i64>,
    /// The upgrade cost.
    pub cost: Option<Cost>,
}

/// A value written on a tile entry, which a [`Subject::Written`] problem is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// Its face.
    Face,
    /// Its hex.
    At,
    /// Its bids (the first one).
    Bids,
    /// A printed number (`cart`, `upgrades`, `rate`, `sea-breese`).
    Printed(&'static str),
}

/// A setup that is not a legal position: [`Position::legal`]'s error, with every problem
/// found. When every problem is a rule of the game (`kf.setup.supply`, a bid lower than the
/// one it beats), the position itself was built and can still be judged or scored
/// ([`IllegalPosition::position`]); when the setup's own values do not fit (a face the tile
/// does not have, a village tile without a hex), there is none.
#[derive(Debug, Clone, PartialEq)]
pub struct IllegalPosition {
    problems: Vec<Problem>,
    position: Option<Box<Position>>,
}

impl IllegalPosition {
    /// Every problem found (errors and warnings), each naming its rule and subject.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The position, when the setup's values fit and only rules of the game are broken.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_deref()
    }

    /// The position (see [`IllegalPosition::position`]) and every problem.
    pub fn into_parts(self) -> (Option<Position>, Vec<Problem>) {
        (self.position.map(|p| *p), self.problems)
    }
}

impl std::fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let errors: Vec<&str> = self
            .problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .map(|p| p.rule)
            .collect();
        let what = if self.position.is_some() {
            "illegal position"
        } else {
            "unusable setup"
        };
        write!(f, "{what}: {}", errors.join(", "))
    }
}

impl std::error::Error for IllegalPosition {}

impl Position {
    /// The one place a [`Setup`] becomes a [`Position`]: checks the setup's values against
    /// its tiles (faces, hexes and edges, bids, printed numbers, the numbers the end of the
    /// game needs, the players at the table), then every rule of a standing position
    /// ([`Position::problems`]: supplies, offer sizes by player count, winter tiles, the spring
    /// start player, the tiles a village may hold yet, bids and uses). Reports every problem
    /// at once; warnings alone leave the position legal ([`Position::problems`] lists them).
    ///
    /// ```
    /// use arbiter_engine::keyflower::catalogue;
    /// use arbiter_engine::keyflower::position::{Face, Season};
    /// use arbiter_engine::keyflower::setup::{PlayerSetup, Setup, TileSetup};
    /// use arbiter_engine::keyflower::{Position, Subject};
    ///
    /// let mut setup = Setup::new(Season::Spring);
    /// let mut ann = PlayerSetup::new("Ann");
    /// // A home tile on a boat's face, and no hex or edges for it in the village.
    /// let mut home = TileSetup::new(catalogue::find("home-1").unwrap());
    /// home.face = Face::A;
    /// ann.village.push(home);
    /// setup.players.push(ann);
    /// setup.players_at_table = Some(7);
    ///
    /// let err = Position::legal(setup).unwrap_err();
    /// assert!(err.position().is_none());
    /// let keys: Vec<&str> = err.problems().iter().map(|p| p.message.key).collect();
    /// assert_eq!(
    ///     keys,
    ///     [
    ///         "kf-input-face-not-on-tile",
    ///         "kf-input-missing-at",
    ///         "kf-input-missing-edges",
    ///         "kf-input-players-at-table",
    ///     ]
    /// );
    /// assert_eq!(err.problems()[3].subject, Subject::Table);
    /// ```
    pub fn legal(setup: Setup) -> Result<Position, IllegalPosition> {
        let (position, problems) = build(setup);
        let Some(position) = position else {
            return Err(IllegalPosition {
                problems,
                position: None,
            });
        };
        let problems = position.problems();
        if problems.iter().all(|p| p.severity != Severity::Error) {
            Ok(position)
        } else {
            Err(IllegalPosition {
                problems,
                position: Some(Box::new(position)),
            })
        }
    }
}

impl Position {
    /// Every rule of a standing position that this position breaks, errors and warnings:
    /// supply limits, unique tiles, boats in play, offer sizes, winter hands, the spring start
    /// player, the tiles a village may hold yet, bids and uses. These are the rule problems
    /// [`Position::legal`] reports; ask a position for them again once it has changed (a
    /// move, a replay), or for the warnings of a legal one.
    ///
    /// ```
    /// use arbiter_engine::keyflower::position::Season;
    /// use arbiter_engine::keyflower::setup::{PlayerSetup, Setup};
    /// use arbiter_engine::keyflower::Position;
    ///
    /// let mut setup = Setup::new(Season::Spring);
    /// let mut ann = PlayerSetup::new("Ann");
    /// ann.workers = [48, 48, 48, 48]; // more than the box holds
    /// setup.players.push(ann);
    /// let illegal = Position::legal(setup).unwrap_err();
    /// let position = illegal.position().expect("only rules are broken");
    /// assert_eq!(position.problems(), illegal.problems());
    /// let supply = arbiter_ids::rule::KF_SETUP_SUPPLY;
    /// assert!(position.problems().iter().any(|p| p.rule == supply));
    /// ```
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = super::position::check_setup(self);
        problems.extend(super::village::check_villages(self));
        problems.extend(super::bidding::check_bids(self));
        problems.extend(super::tile_use::check_uses(self));
        problems
    }
}

/// Builds the position, or (with no position) every problem of the setup's values.
fn build(setup: Setup) -> (Option<Position>, Vec<Problem>) {
    let mut out = Vec::new();
    let players: Vec<Player> = setup
        .players
        .into_iter()
        .enumerate()
        .map(|(i, p)| player(p, i, &setup.options, &mut out))
        .collect();
    let offer: Vec<Tile> = setup
        .offer
        .into_iter()
        .enumerate()
        .map(|(i, t)| tile(t, TileRef::Offer(i), &setup.options, &mut out))
        .collect();
    let mut position = Position {
        season: setup.season,
        players,
        offer,
        start_tile_in_play: setup.start_tile_in_play,
        table_size: 0,
        options: setup.options,
    };
    if position.season == Season::End {
        needed_numbers(&position, &mut out);
    }
    position.table_size = table_size(setup.players_at_table, position.players.len(), &mut out);
    if out.is_empty() {
        (Some(position), out)
    } else {
        (None, out)
    }
}

/// A validated player (the `i`th), its village tiles judged.
fn player(p: PlayerSetup, i: usize, options: &Options, out: &mut Vec<Problem>) -> Player {
    let village = p
        .village
        .into_iter()
        .enumerate()
        .map(|(index, t)| {
            tile(
                t,
                TileRef::Village {
                    player: PlayerId::unchecked(i),
                    index,
                },
                options,
                out,
            )
        })
        .collect();
    Player {
        name: p.name,
        colour: p.colour,
        subject: Subject::Player(PlayerId::unchecked(i)),
        workers: p.workers,
        skills: p.skills,
        start_player: p.start_player,
        won_winter_start_tile: p.won_winter_start_tile,
        winter_tiles: p.winter_tiles,
        village,
    }
}

/// A validated tile at `r`: its face, hex, edges and bids judged, its printed numbers
/// resolved.
fn tile(t: TileSetup, r: TileRef, options: &Options, out: &mut Vec<Problem>) -> Tile {
    let in_village = matches!(r, TileRef::Village { .. });
    let subject = Subject::Tile(r);
    let placement = |out: &mut Vec<Problem>, subject, key| {
        out.push(Problem::error(
            rule::KF_VILLAGE_EXPAND,
            subject,
            Message::new(key),
        ));
    };
    check_face(t.def, t.face, r, out);
    match (t.at, in_village) {
        (None, true) => placement(out, subject, msg::KF_INPUT_MISSING_AT),
        (Some(_), false) => placement(
            out,
            Subject::Written(r, Field::At),
            msg::KF_INPUT_OFFER_HAS_AT,
        ),
        _ => {}
    }
    if t.edges.is_none() && in_village {
        placement(out, subject, msg::KF_INPUT_MISSING_EDGES);
    }
    if in_village && !t.bids.is_empty() {
        out.push(Problem::error(
            rule::KF_BID_OFFER_ONLY,
            Subject::Written(r, Field::Bids),
            Message::new(msg::KF_INPUT_VILLAGE_BID),
        ));
    }
    let printed = printed(&t, r, options, out);
    let bids = t
        .bids
        .iter()
        .enumerate()
        .map(|(bid, b)| Bid {
            player: b.player,
            colour: b.colour,
            count: b.count,
            flat: b.flat,
            subject: Subject::Bid { tile: r, bid },
        })
        .collect();
    Tile {
        def: t.def,
        subject,
        at: if in_village { t.at } else { None },
        rotation: t.rotation,
        face: t.face,
        edges: t.edges,
        resources: t.resources,
        workers: t.workers.map(|w| TileWorkers {
            colour: w.colour,
            uses: w.uses,
            flat: w.flat,
            subject: Subject::Workers(r),
        }),
        bids,
        printed,
        stores: t.stores,
        flipped_by_flipper: t.flipped_by_flipper,
    }
}

/// The face's key as a file writes it.
fn face_key(face: Face) -> &'static str {
    match face {
        Face::Front => "front",
        Face::Upgraded => "upgraded",
        Face::A => "a",
        Face::B => "b",
    }
}

/// Boats show face a or b, the other tiles their front or, when upgradable, the upgraded
/// face.
fn check_face(def: &'static TileDef, face: Face, r: TileRef, out: &mut Vec<Problem>) {
    let boat = def.kind == Kind::SummerBoat;
    let ok = match face {
        Face::A | Face::B => boat,
        Face::Front => !boat,
        Face::Upgraded => def.kind.upgradable(),
    };
    if !ok {
        out.push(Problem::error(
            rule::KF_SETUP_COMPONENTS,
            Subject::Written(r, Field::Face),
            Message::new(msg::KF_INPUT_FACE_NOT_ON_TILE)
                .key_arg("tile", format!("kf-tile-{}", def.key))
                .arg("face", face_key(face)),
        ));
    }
}

/// The printed numbers of the tile's current face: the setup's, else the catalogue's when
/// certain (or accepted); a number the tile does not print is a problem.
fn printed(t: &TileSetup, r: TileRef, options: &Options, out: &mut Vec<Problem>) -> Printed {
    let (def, fi, pr) = (t.def, t.face.index(), &t.printed);
    let mut printed = Printed {
        vp: resolve(def.vp[fi], pr.vp, options),
        ..Printed::default()
    };
    match def.effect {
        Effect::Transport { cart, upgrades } => {
            printed.cart = resolve(cart[fi], pr.cart, options);
            printed.upgrades = resolve(upgrades[fi], pr.upgrades, options);
        }
        Effect::Storage { rate, .. } => printed.rate = resolve(rate[fi], pr.rate, options),
        _ => {}
    }
    let transport = matches!(def.effect, Effect::Transport { .. });
    let storage = matches!(def.effect, Effect::Storage { .. });
    for (v, field, allowed) in [
        (pr.cart, "cart", transport),
        (pr.upgrades, "upgrades", transport),
        (pr.rate, "rate", storage),
        (pr.sea_breese, "sea-breese", def.kind.is_boat()),
    ] {
        if v.is_some() && !allowed {
            out.push(Problem::error(
                rule::KF_SETUP_COMPONENTS,
                Subject::Written(r, Field::Printed(field)),
                Message::new(msg::KF_INPUT_PRINTED_NOT_ON_TILE)
                    .key_arg("tile", format!("kf-tile-{}", def.key))
                    .arg("field", field),
            ));
        }
    }
    printed.sea_breese = pr.sea_breese.map(|v| Value {
        value: v as i32,
        conf: Conf::Rulebook,
        from_file: true,
    });
    let accept = options.unverified == super::options::Unverified::Accept;
    printed.cost = pr
        .cost
        .or(def.cost.filter(|c| c.conf.is_certain() || accept));
    printed
}

/// The printed numbers the end-game scoring needs that neither the setup nor the catalogue
/// gives, each at its tile.
fn needed_numbers(position: &Position, out: &mut Vec<Problem>) {
    for need in numbers_needed(position) {
        let t = position.tile(need.tile);
        out.push(Problem::error(
            rule::KF_SCORE_PRINTED_VP,
            t.subject,
            Message::new(msg::KF_INPUT_PRINTED_NEEDED)
                .key_arg("tile", format!("kf-tile-{}", t.def.key))
                .arg("field", need.field)
                .key_arg("conf", format!("kf-conf-{}", need.conf))
                .arg("fan", need.fan()),
        ));
    }
}

/// How many sit at the table: the players listed, or more (up to 6) for a question about
/// some of them.
fn table_size(stated: Option<i64>, listed: usize, out: &mut Vec<Problem>) -> usize {
    match stated {
        Some(n) if n < listed as i64 || n > 6 => {
            out.push(Problem::error(
                rule::KF_SETUP_PLAYERS,
                Subject::Table,
                Message::new(msg::KF_INPUT_PLAYERS_AT_TABLE)
                    .arg("count", n)
                    .arg("listed", listed),
            ));
            listed
        }
        Some(n) => n as usize,
        None => listed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keyflower::catalogue;

    /// A setup with a wrong value in every tile field the engine judges: every problem is
    /// reported at once, each about the value it concerns.
    #[test]
    fn every_problem_of_a_setup_is_reported_at_once() {
        let mut setup = Setup::new(Season::Spring);
        let mut ann = PlayerSetup::new("Ann");
        let mut home = TileSetup::new(catalogue::find("home-1").unwrap());
        home.printed.rate = Some(3);
        home.bids
            .push(BidSetup::new(PlayerId::FIRST, Colour::Red, 1));
        ann.village.push(home);
        setup.players.push(ann);
        let mut boat = TileSetup::new(
            catalogue::TILES
                .iter()
                .find(|t| t.kind == Kind::SummerBoat)
                .unwrap(),
        );
        boat.at = Some(Hex::new(0, 0));
        setup.offer.push(boat);
        let err = Position::legal(setup).unwrap_err();
        assert!(err.position().is_none());
        let home = TileRef::Village {
            player: PlayerId::FIRST,
            index: 0,
        };
        let got: Vec<(&str, Subject)> = err
            .problems()
            .iter()
            .map(|p| (p.message.key, p.subject))
            .collect();
        assert_eq!(
            got,
            [
                (msg::KF_INPUT_MISSING_AT, Subject::Tile(home)),
                (msg::KF_INPUT_MISSING_EDGES, Subject::Tile(home)),
                (
                    msg::KF_INPUT_VILLAGE_BID,
                    Subject::Written(home, Field::Bids)
                ),
                (
                    msg::KF_INPUT_PRINTED_NOT_ON_TILE,
                    Subject::Written(home, Field::Printed("rate"))
                ),
                (
                    msg::KF_INPUT_FACE_NOT_ON_TILE,
                    Subject::Written(TileRef::Offer(0), Field::Face)
                ),
                (
                    msg::KF_INPUT_OFFER_HAS_AT,
                    Subject::Written(TileRef::Offer(0), Field::At)
                ),
            ]
        );
        assert!(err.to_string().starts_with("unusable setup: "));
    }

    /// A setup whose values fit but which breaks a rule of the game: the position is kept
    /// beside the problems.
    #[test]
    fn a_rule_broken_keeps_the_position() {
        let mut setup = Setup::new(Season::Spring);
        let mut ann = PlayerSetup::new("Ann");
        ann.workers = [48, 48, 48, 48];
        setup.players.push(ann);
        let err = Position::legal(setup).unwrap_err();
        assert!(err.position().is_some());
        assert!(err
            .problems()
            .iter()
            .any(|p| p.rule == rule::KF_SETUP_SUPPLY));
        assert!(err.to_string().starts_with("illegal position: "));
    }
}
