//! The unvalidated Keyflower [`Setup`] that `format::keyflower` reads from a position file,
//! every value with the place it was written, and [`validate`]: the one place a validated
//! [`Position`] is built, reporting every input problem at once with its line and column and
//! keeping, in a [`SpanMap`], where each subject of the engine's verdicts was written.

use std::collections::HashMap;

use super::{InputError, Loc};
use arbiter_engine::keyflower::catalogue::{self, Conf, Cost, Effect, Kind, Num, TileDef};
use arbiter_engine::keyflower::geometry::Hex;
use arbiter_engine::keyflower::options::{Options, Unverified};
use arbiter_engine::keyflower::position::{
    colour, edges, resource, skill, Bid, Face, Player, Position, Printed, Season, Tile, TileRef,
    TileWorkers, Value,
};
use arbiter_engine::keyflower::{Message, Subject};

/// A place in the input file (1-based line and column); `0:0` when unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, PartialOrd, Ord, Hash)]
pub struct Span {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// Characters the token covers (0: a place, not a token).
    pub width: u32,
}

impl Span {
    /// The place of a [`Loc`].
    pub fn of(loc: Loc) -> Span {
        Span {
            line: loc.line as u32,
            column: loc.column as u32,
            width: loc.width as u32,
        }
    }

    /// The same place as a [`Loc`].
    pub fn loc(self) -> Loc {
        Loc::new(self.line as usize, self.column as usize).with_width(self.width as usize)
    }
}

/// Where each subject of a Keyflower position (and of its move) was written.
#[derive(Debug, Clone, Default)]
pub struct SpanMap {
    /// The season line: where problems about the whole position point.
    pub season: Loc,
    /// The move, when the file has one.
    pub mv: Option<Loc>,
    /// Every player, tile, bid, group of workers, carry and upgrade.
    pub at: HashMap<Subject, Loc>,
}

impl SpanMap {
    /// The place a problem's subject was written (the season line when unknown).
    pub fn locate(&self, subject: Subject) -> Loc {
        match subject {
            Subject::Position => self.season,
            Subject::Move => self.mv.unwrap_or(self.season),
            other => self
                .at
                .get(&other)
                .copied()
                .or(self.mv)
                .unwrap_or(self.season),
        }
    }
}

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
    /// The player's colour (a label).
    pub colour: Option<String>,
    /// Workers behind the screen.
    pub workers: NamedCounts,
    /// Skills behind the screen.
    pub skills: NamedCounts,
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The winter tiles dealt and still held.
    pub winter_tiles: Vec<At<String>>,
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

/// Collects input errors while validating.
pub(crate) struct Errors(pub Vec<InputError>);

/// The largest coordinate or printed number a Keyflower file may hold (far beyond any table).
pub const NUMBER_LIMIT: i64 = 1_000_000;

/// The largest number of any one item in the box (48 gold).
pub const MAX_COUNT: i64 = 48;

impl Errors {
    pub(crate) fn push(&mut self, span: Span, m: Message) {
        self.0.push(InputError::new(m, span.loc()));
    }
    /// A count of game pieces: 0 up to 48, the most of any one item the game contains
    /// (gold); larger numbers cannot describe a table, and would only slow the exact
    /// end-game allocation down.
    /// A coordinate or printed number: refused beyond ±[`NUMBER_LIMIT`] instead of wrapping
    /// round when it is stored in 32 bits (4294967298 would read as 2). `true` when in range.
    pub(crate) fn in_range(&mut self, span: Span, value: i64) -> bool {
        let ok = (-NUMBER_LIMIT..=NUMBER_LIMIT).contains(&value);
        if !ok {
            self.push(
                span,
                Message::new("kf-input-number-range")
                    .arg("value", value)
                    .arg("limit", NUMBER_LIMIT),
            );
        }
        ok
    }
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
    arbiter_engine::keyflower::position::resolve(num, file.map(|v| v.value), opts)
}

/// Validates a setup: the ONE place a position is built. Reports every input problem
/// (unknown names, bad numbers, missing printed numbers needed at game end) at once; gives
/// the position and where each of its subjects was written.
pub fn validate(setup: &Setup) -> Result<(Position, SpanMap), Vec<InputError>> {
    let mut e = Errors(Vec::new());
    let mut spans = SpanMap {
        season: setup.season.span.loc(),
        ..SpanMap::default()
    };
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
                    .arg("known", arbiter_engine::keyflower::options::known_names()),
            ),
            Err(_) => e.push(
                value.span,
                Message::new("kf-input-bad-option-value")
                    .arg("name", name.value.as_str())
                    .arg("value", value.value.as_str())
                    .arg(
                        "known",
                        arbiter_engine::keyflower::options::known_values(&name.value),
                    ),
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
    for (i, p) in setup.players.iter().enumerate() {
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
        spans.at.insert(Subject::Player(i), p.name.span.loc());
        let village = village
            .into_iter()
            .flatten()
            .enumerate()
            .map(|(index, (mut t, ts))| {
                let r = TileRef::Village { player: i, index };
                ts.settle(&mut t, r, &mut spans);
                t
            })
            .collect();
        let winter_tiles = p
            .winter_tiles
            .iter()
            .filter_map(|w| {
                let def = catalogue::find(&w.value);
                if def.is_none() {
                    e.push(
                        w.span,
                        Message::new("kf-input-unknown-tile").arg("name", w.value.as_str()),
                    );
                }
                def
            })
            .collect();
        players.push(Player {
            name: p.name.value.clone(),
            colour: p.colour.clone(),
            winter_tiles,
            subject: Subject::Player(i),
            workers,
            skills,
            start_player: p.start_player,
            won_winter_start_tile: p.won_winter_start_tile,
            village,
        });
    }
    let offer: Vec<Tile> = setup
        .offer
        .iter()
        .filter_map(|t| tile(&mut e, t, false, season, &names, &options))
        .enumerate()
        .map(|(i, (mut t, ts))| {
            ts.settle(&mut t, TileRef::Offer(i), &mut spans);
            t
        })
        .collect();
    // Numbers needed at game end that nobody gave (the engine says which), reported at the
    // tile's entry.
    if season == Season::End {
        let end = Position {
            season,
            players: players.clone(),
            offer: Vec::new(),
            start_tile_in_play: setup.start_tile_in_play,
            table_size: players.len(),
            options,
        };
        for need in arbiter_engine::keyflower::position::numbers_needed(&end) {
            let t = end.tile(need.tile);
            e.0.push(InputError::new(
                Message::new("kf-input-printed-needed")
                    .key_arg("tile", format!("kf-tile-{}", t.def.key))
                    .arg("field", need.field)
                    .key_arg("conf", format!("kf-conf-{}", need.conf)),
                spans.locate(t.subject),
            ));
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
        Ok((
            Position {
                season,
                players,
                offer,
                start_tile_in_play: setup.start_tile_in_play,
                table_size,
                options,
            },
            spans,
        ))
    } else {
        e.0.sort_by_key(|x| x.loc);
        Err(e.0)
    }
}

fn tile(
    e: &mut Errors,
    t: &TileSetup,
    in_village: bool,
    _season: Season,
    names: &[&str],
    opts: &Options,
) -> Option<(Tile, TileSpans)> {
    let def = catalogue::find(&t.tile.value);
    if def.is_none() {
        e.push(
            t.tile.span,
            Message::new("kf-input-unknown-tile").arg("name", t.tile.value.as_str()),
        );
    }
    let face = face(e, t, def);
    let at = match (&t.at, in_village) {
        (Some(a), true) => (e.in_range(a.span, a.value.0) & e.in_range(a.span, a.value.1))
            .then(|| Hex::new(a.value.0 as i32, a.value.1 as i32)),
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
    let workers = workers(e, t);
    let (bids, bid_spans) = bids(e, t, in_village, names);
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
    let printed = printed(e, t, def, face, opts);
    let spans = TileSpans {
        tile: t.span,
        bids: bid_spans,
        workers: t.workers.as_ref().map(|w| w.colour.span),
    };
    let tile = Tile {
        def,
        subject: Subject::Position,
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
    };
    Some((tile, spans))
}

/// The tile's face, checked against its kind (boats show a or b, the rest front or, when
/// upgradable, upgraded).
fn face(e: &mut Errors, t: &TileSetup, def: Option<&'static TileDef>) -> Face {
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
    face
}

/// The workers standing on the tile.
fn workers(e: &mut Errors, t: &TileSetup) -> Option<TileWorkers> {
    t.workers.as_ref().and_then(|w| {
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
            subject: Subject::Position,
        })
    })
}

/// The bids around the tile (offer tiles only), with where each is written.
fn bids(e: &mut Errors, t: &TileSetup, in_village: bool, names: &[&str]) -> (Vec<Bid>, Vec<Span>) {
    let mut bids = Vec::new();
    let mut bid_spans = Vec::new();
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
                subject: Subject::Position,
            });
            bid_spans.push(b.player.span);
        }
    }
    if in_village && !t.bids.is_empty() {
        e.push(t.bids[0].player.span, Message::new("kf-input-village-bid"));
    }
    (bids, bid_spans)
}

/// The printed numbers of the tile's current face: the file's, else the catalogue's when
/// certain (or accepted); a number the tile does not print is an error.
fn printed(
    e: &mut Errors,
    t: &TileSetup,
    def: &'static TileDef,
    face: Face,
    opts: &Options,
) -> Printed {
    let fi = face.index();
    let pr = &t.printed;
    for v in [&pr.vp, &pr.cart, &pr.upgrades, &pr.rate, &pr.sea_breese]
        .into_iter()
        .flatten()
    {
        e.in_range(v.span, v.value);
    }
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
    printed
}

/// Where a tile's entry, bids and workers are written, until the tile knows its place.
struct TileSpans {
    tile: Span,
    bids: Vec<Span>,
    workers: Option<Span>,
}

impl TileSpans {
    /// Gives the tile at `r` (and its bids and workers) their subjects, and records where
    /// each was written.
    fn settle(&self, t: &mut Tile, r: TileRef, spans: &mut SpanMap) {
        t.subject = Subject::Tile(r);
        spans.at.insert(t.subject, self.tile.loc());
        for (i, (b, span)) in t.bids.iter_mut().zip(&self.bids).enumerate() {
            b.subject = Subject::Bid { tile: r, bid: i };
            spans.at.insert(b.subject, span.loc());
        }
        if let (Some(w), Some(span)) = (t.workers.as_mut(), self.workers) {
            w.subject = Subject::Workers(r);
            spans.at.insert(w.subject, span.loc());
        }
    }
}
