//! A Keyflower position file read into the engine's unvalidated [`Setup`]: every name
//! resolved (a name or number that does not exist is bad input here, with its line and
//! column), and a [`SpanMap`] of where each subject of the engine's verdicts was written.
//! [`validate`] hands the setup to the engine's one place that builds a position
//! (`Position::legal`) and reports its problems at the places they concern, with the input
//! errors, at once.

use arbiter_ids::msg;
use std::collections::HashMap;

use super::keyflower::{named, PositionFile, TileFile};
use super::yaml::Spanned;
use super::{InputError, Loc};
use arbiter_engine::keyflower::catalogue::{self, Conf, Cost, Kind, TileDef};
use arbiter_engine::keyflower::geometry::{Edge, Hex};
use arbiter_engine::keyflower::options::Options;
use arbiter_engine::keyflower::position::{
    colour, edges, resource, skill, Face, Position, Season, TileRef,
};
use arbiter_engine::keyflower::setup::{
    BidSetup, Field, PlayerSetup, PrintedSetup, Setup, TileSetup, WorkersSetup,
};
use arbiter_engine::keyflower::{Message, Problem, Subject};
use arbiter_engine::PlayerId;

/// Where each subject of a Keyflower position (and of its move) was written.
#[derive(Debug, Clone, Default)]
pub struct SpanMap {
    /// The season line: where problems about the whole position point.
    pub season: Loc,
    /// The move, when the file has one.
    pub mv: Option<Loc>,
    /// Every player, tile, bid, group of workers, written value, carry and upgrade.
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

/// Counts keyed by name (colour, skill, resource), each name at the place of its count.
pub type NamedCounts = Vec<(Spanned<String>, Spanned<i64>)>;

/// Collects input errors while reading.
pub(crate) struct Errors(pub Vec<InputError>);

/// The largest coordinate or printed number a Keyflower file may hold (far beyond any table).
pub const NUMBER_LIMIT: i64 = 1_000_000;

/// The largest number of any one item in the box (48 gold).
pub const MAX_COUNT: i64 = 48;

impl Errors {
    pub(crate) fn push(&mut self, loc: Loc, m: Message) {
        self.0.push(InputError::new(m, loc));
    }
    /// A coordinate or printed number: refused beyond ±[`NUMBER_LIMIT`] instead of wrapping
    /// round when it is stored in 32 bits (4294967298 would read as 2). `true` when in range.
    pub(crate) fn in_range(&mut self, loc: Loc, value: i64) -> bool {
        let ok = (-NUMBER_LIMIT..=NUMBER_LIMIT).contains(&value);
        if !ok {
            self.push(
                loc,
                Message::new(msg::KF_INPUT_NUMBER_RANGE)
                    .arg("value", value)
                    .arg("limit", NUMBER_LIMIT),
            );
        }
        ok
    }
    /// A count of game pieces: 0 up to 48, the most of any one item the game contains
    /// (gold); larger numbers cannot describe a table, and would only slow the exact
    /// end-game allocation down.
    pub(crate) fn count(&mut self, v: &Spanned<i64>) -> u32 {
        if v.value < 0 || v.value > MAX_COUNT {
            self.push(
                v.loc,
                Message::new(msg::KF_INPUT_BAD_COUNT).arg("value", v.value),
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
                _ => self.unknown(name, what),
            }
        }
        out
    }
    /// `name` is no `what` (a colour, a resource...).
    pub(crate) fn unknown(&mut self, name: &Spanned<String>, what: &'static str) {
        self.push(
            name.loc,
            Message::new(msg::KF_INPUT_UNKNOWN_NAME)
                .arg("name", name.value.as_str())
                .key_arg("what", what),
        );
    }
}

/// A player as `player:` entries may name them: (name, colour).
pub(crate) type Named<'a> = (&'a str, Option<&'a str>);

/// The players of a file as `player:` entries may name them.
pub(crate) fn player_names(players: &[super::keyflower::PlayerFile]) -> Vec<Named<'_>> {
    players
        .iter()
        .map(|p| {
            (
                p.name.value.as_str(),
                p.colour.as_ref().map(|c| c.value.as_str()),
            )
        })
        .collect()
}

/// Reads the file into the engine's setup (every name resolved), with where each subject was
/// written and the input errors found: the setup holds every value that could be read, so
/// that the engine's judgement of it adds its problems to the same report.
pub fn read_setup(file: &PositionFile) -> (Setup, SpanMap, Vec<InputError>) {
    let mut e = Errors(Vec::new());
    let mut spans = SpanMap {
        season: file.season.loc,
        ..SpanMap::default()
    };
    let mut setup = Setup::new(season(&mut e, &file.season));
    setup.options = options(&mut e, file);
    setup.start_tile_in_play = file.start_tile_in_play.unwrap_or(true);
    let names = player_names(&file.players);
    for (i, p) in file.players.iter().enumerate() {
        if names[..i].iter().any(|(n, _)| *n == p.name.value) {
            e.push(
                p.name.loc,
                Message::new(msg::KF_INPUT_DUPLICATE_PLAYER).arg("name", p.name.value.as_str()),
            );
        }
    }
    for (i, p) in file.players.iter().enumerate() {
        let mut player = PlayerSetup::new(p.name.value.clone());
        player.colour = p.colour.as_ref().map(|c| c.value.clone());
        player.workers = e.named::<4>(
            &super::keyflower::worker_counts(&p.workers),
            |s| colour(s).map(|c| c as usize),
            msg::KF_WHAT_COLOUR,
        );
        player.skills = e.named::<3>(
            &named(&[
                ("anvil", &p.skills.anvil),
                ("pick-axe", &p.skills.pick_axe),
                ("saw", &p.skills.saw),
            ]),
            |s| skill(s).map(|c| c as usize),
            msg::KF_WHAT_SKILL,
        );
        player.start_player = p.start_player;
        player.won_winter_start_tile = p.won_winter_start_tile;
        for t in &p.village {
            let r = TileRef::Village {
                player: PlayerId::unchecked(i),
                index: player.village.len(),
            };
            if let Some(t) = read_tile(&mut e, &t.value, t.loc, r, &names, &mut spans) {
                player.village.push(t);
            }
        }
        spans
            .at
            .insert(Subject::Player(PlayerId::unchecked(i)), p.name.loc);
        player.winter_tiles = p
            .winter_tiles
            .iter()
            .filter_map(|w| {
                let def = catalogue::find(&w.value);
                if def.is_none() {
                    e.push(
                        w.loc,
                        Message::new(msg::KF_INPUT_UNKNOWN_TILE).arg("name", w.value.as_str()),
                    );
                }
                def
            })
            .collect();
        setup.players.push(player);
    }
    let offer: Vec<(&TileFile, Loc)> = file.offer.iter().map(|t| (t, t.tile.loc)).collect();
    setup.offer = read_offer(&mut e, &offer, &names, &mut spans);
    if let Some(n) = &file.players_at_table {
        setup.players_at_table = Some(n.value);
        spans.at.insert(Subject::Table, n.loc);
    }
    (setup, spans, e.0)
}

/// The season written.
fn season(e: &mut Errors, s: &Spanned<String>) -> Season {
    match s.value.as_str() {
        "spring" => Season::Spring,
        "summer" => Season::Summer,
        "autumn" => Season::Autumn,
        "winter" => Season::Winter,
        "end" => Season::End,
        other => {
            e.push(
                s.loc,
                Message::new(msg::KF_INPUT_BAD_SEASON).arg("value", other),
            );
            Season::Spring
        }
    }
}

/// The rule options written (each error at the value's place).
fn options(e: &mut Errors, file: &PositionFile) -> Options {
    let mut options = Options::default();
    for (name, value) in &file.options {
        match options.set(name, &value.value) {
            Ok(()) => {}
            Err("name") => e.push(
                value.loc,
                Message::new(msg::KF_INPUT_BAD_OPTION)
                    .arg("name", name.as_str())
                    .arg("known", arbiter_engine::keyflower::options::known_names()),
            ),
            Err(_) => e.push(
                value.loc,
                Message::new(msg::KF_INPUT_BAD_OPTION_VALUE)
                    .arg("name", name.as_str())
                    .arg("value", value.value.as_str())
                    .arg(
                        "known",
                        arbiter_engine::keyflower::options::known_values(name),
                    ),
            ),
        }
    }
    options
}

/// The tiles on offer (each entry at its place), with the places of their subjects.
pub(crate) fn read_offer(
    e: &mut Errors,
    tiles: &[(&TileFile, Loc)],
    names: &[Named],
    spans: &mut SpanMap,
) -> Vec<TileSetup> {
    let mut offer = Vec::new();
    for (t, loc) in tiles {
        let r = TileRef::Offer(offer.len());
        if let Some(t) = read_tile(e, t, *loc, r, names, spans) {
            offer.push(t);
        }
    }
    offer
}

/// One tile entry written at `whole`, which is the tile `r` of the setup when its name
/// resolves: every name and number read (a value refused here is replaced by one the engine
/// accepts, so that each mistake is reported once), and the places of its subjects recorded.
fn read_tile(
    e: &mut Errors,
    t: &TileFile,
    whole: Loc,
    r: TileRef,
    names: &[Named],
    spans: &mut SpanMap,
) -> Option<TileSetup> {
    let def = catalogue::find(&t.tile.value);
    if def.is_none() {
        e.push(
            t.tile.loc,
            Message::new(msg::KF_INPUT_UNKNOWN_TILE).arg("name", t.tile.value.as_str()),
        );
    }
    let face = face(e, t, def);
    let in_village = matches!(r, TileRef::Village { .. });
    let at = t.at.as_ref().map(|a| {
        if in_village {
            // Out of range: refused here, at the origin for the engine.
            let ok = e.in_range(a.loc, a.value[0]) & e.in_range(a.loc, a.value[1]);
            if !ok {
                return Hex::new(0, 0);
            }
        }
        Hex::new(a.value[0] as i32, a.value[1] as i32)
    });
    let rotation = match &t.rotation {
        Some(r) if !(0..6).contains(&r.value) => {
            e.push(
                r.loc,
                Message::new(msg::KF_INPUT_BAD_ROTATION).arg("value", r.value),
            );
            0
        }
        Some(r) => r.value as u8,
        None => 0,
    };
    let edges = t.edges.as_ref().map(|s| {
        edges(&s.value).unwrap_or_else(|| {
            e.push(
                s.loc,
                Message::new(msg::KF_INPUT_BAD_EDGES).arg("value", s.value.as_str()),
            );
            [Edge::Field; 6]
        })
    });
    let resources = e.named::<4>(
        &named(&[
            ("gold", &t.resources.gold),
            ("iron", &t.resources.iron),
            ("stone", &t.resources.stone),
            ("wood", &t.resources.wood),
        ]),
        |s| resource(s).map(|c| c as usize),
        msg::KF_WHAT_RESOURCE,
    );
    let workers = workers(e, t);
    let bids = bids(e, t, r, names, spans);
    let stores = t.printed.stores.as_ref().and_then(|s| {
        let r = resource(&s.value);
        if r.is_none() {
            e.unknown(s, msg::KF_WHAT_RESOURCE);
        }
        r
    });
    let mut tile = TileSetup::new(def?);
    tile.at = at;
    tile.rotation = rotation;
    tile.face = face;
    tile.edges = edges;
    tile.resources = resources;
    tile.workers = workers;
    tile.bids = bids;
    tile.printed = printed(e, t, r, spans);
    tile.stores = stores;
    tile.flipped_by_flipper = t.flipped_by_flipper.as_ref().is_some_and(|f| f.value);
    spans.at.insert(Subject::Tile(r), whole);
    let face_loc = t.face.as_ref().map_or(whole, |f| f.loc);
    spans.at.insert(Subject::Written(r, Field::Face), face_loc);
    if let Some(a) = &t.at {
        spans.at.insert(Subject::Written(r, Field::At), a.loc);
    }
    if let (Some(w), Some(_)) = (&t.workers, &tile.workers) {
        spans.at.insert(Subject::Workers(r), w.colour.loc);
    }
    Some(tile)
}

/// The face written (`front` when none is); a face refused here is replaced by one the tile
/// has, so that the mistake is reported once.
fn face(e: &mut Errors, t: &TileFile, def: Option<&TileDef>) -> Face {
    match t.face.as_ref() {
        None => Face::Front,
        Some(f) => match f.value.as_str() {
            "front" => Face::Front,
            "upgraded" => Face::Upgraded,
            "a" => Face::A,
            "b" => Face::B,
            other => {
                e.push(
                    f.loc,
                    Message::new(msg::KF_INPUT_BAD_FACE).arg("value", other),
                );
                match def {
                    Some(d) if d.kind == Kind::SummerBoat => Face::A,
                    _ => Face::Front,
                }
            }
        },
    }
}

/// The workers standing on the tile.
fn workers(e: &mut Errors, t: &TileFile) -> Option<WorkersSetup> {
    let w = t.workers.as_ref()?;
    let c = colour(&w.colour.value);
    if c.is_none() {
        e.unknown(&w.colour, msg::KF_WHAT_COLOUR);
    }
    let uses: Vec<u32> = w.uses.iter().map(|u| e.count(u)).collect();
    let flat = e.named::<4>(
        &super::keyflower::worker_counts(&w.flat),
        |s| colour(s).map(|c| c as usize),
        msg::KF_WHAT_COLOUR,
    );
    c.map(|colour| {
        let mut workers = WorkersSetup::new(colour, uses);
        workers.flat = flat;
        workers
    })
}

/// The bids around the tile whose bidder and colour resolve, with where each is written.
fn bids(
    e: &mut Errors,
    t: &TileFile,
    r: TileRef,
    names: &[Named],
    spans: &mut SpanMap,
) -> Vec<BidSetup> {
    let mut bids = Vec::new();
    for b in &t.bids {
        let p = super::read_keyflower::player_named(names.iter().copied(), &b.player.value);
        if p.is_none() {
            e.push(
                b.player.loc,
                Message::new(msg::KF_INPUT_UNKNOWN_PLAYER).arg("name", b.player.value.as_str()),
            );
        }
        let c = colour(&b.colour.value);
        if c.is_none() {
            e.unknown(&b.colour, msg::KF_WHAT_COLOUR);
        }
        let count = e.count(&b.count);
        if let (Some(player), Some(colour)) = (p, c) {
            let subject = Subject::Bid {
                tile: r,
                bid: bids.len(),
            };
            spans.at.insert(subject, b.player.loc);
            let mut bid = BidSetup::new(PlayerId::unchecked(player), colour, count);
            bid.flat = b.flat;
            bids.push(bid);
        }
    }
    if let Some(first) = t.bids.first() {
        spans
            .at
            .insert(Subject::Written(r, Field::Bids), first.player.loc);
    }
    bids
}

/// The printed numbers written (each refused beyond the number limit), with their places.
fn printed(e: &mut Errors, t: &TileFile, r: TileRef, spans: &mut SpanMap) -> PrintedSetup {
    let pr = &t.printed;
    let mut number = |v: &Option<Spanned<i64>>, field: &'static str| {
        v.as_ref().map(|v| {
            e.in_range(v.loc, v.value);
            spans
                .at
                .insert(Subject::Written(r, Field::Printed(field)), v.loc);
            v.value
        })
    };
    let mut printed = PrintedSetup::default();
    printed.vp = number(&pr.vp, "vp");
    printed.cart = number(&pr.cart, "cart");
    printed.upgrades = number(&pr.upgrades, "upgrades");
    printed.rate = number(&pr.rate, "rate");
    printed.sea_breese = number(&pr.sea_breese, "sea-breese");
    printed.cost = pr.cost.as_ref().map(|c| cost(e, &c.value));
    printed
}

/// An upgrade cost written: resources, `any`, skills.
fn cost(e: &mut Errors, c: &super::keyflower::CostFile) -> Cost {
    let mut cost = Cost {
        resources: [0; 4],
        any: 0,
        skills: [0; 3],
        conf: Conf::Rulebook,
    };
    let counts = named(&[
        ("gold", &c.gold),
        ("iron", &c.iron),
        ("stone", &c.stone),
        ("wood", &c.wood),
        ("any", &c.any),
        ("anvil", &c.anvil),
        ("pick-axe", &c.pick_axe),
        ("saw", &c.saw),
    ]);
    for (name, n) in &counts {
        let n8 = e.count(n).min(255) as u8;
        if let Some(r) = resource(&name.value) {
            cost.resources[r as usize] += n8;
        } else if let Some(s) = skill(&name.value) {
            cost.skills[s as usize] += n8;
        } else if name.value == "any" {
            cost.any += n8;
        } else {
            e.unknown(name, msg::KF_WHAT_COST);
        }
    }
    cost
}

/// Reads and validates the file's position: the input errors and the problems of the
/// setup's values (`Position::legal` without a position), at once and in the order of the
/// file; else the position (`Position::problems` reports the rules of the game it breaks)
/// and where each of its subjects was written.
pub fn validate(file: &PositionFile) -> Result<(Position, SpanMap), Vec<InputError>> {
    let (setup, spans, errors) = read_setup(file);
    judge(setup, spans, errors)
}

/// Hands a setup read with `errors` to the engine (see [`validate`]).
pub(crate) fn judge(
    setup: Setup,
    spans: SpanMap,
    mut errors: Vec<InputError>,
) -> Result<(Position, SpanMap), Vec<InputError>> {
    let position = match Position::legal(setup) {
        Ok(position) => Some(position),
        Err(illegal) => match illegal.into_parts() {
            (Some(position), _) => Some(position),
            (None, problems) => {
                errors.extend(located(&problems, &spans));
                None
            }
        },
    };
    match position {
        Some(position) if errors.is_empty() => Ok((position, spans)),
        _ => {
            errors.sort_by_key(|x| x.loc);
            Err(errors)
        }
    }
}

/// The engine's problems with a setup's values, as input errors at the places they concern.
fn located(problems: &[Problem], spans: &SpanMap) -> Vec<InputError> {
    problems
        .iter()
        .map(|p| InputError::new(p.message.clone(), spans.locate(p.subject)))
        .collect()
}
