//! End-game scoring: printed VP, storage tiles, boats, turn-order tiles and the exact
//! allocation of items to the winter scoring tiles, with a short proof of optimality: the
//! allocation tile by tile, an upper bound, and for each contested choice the best total
//! without it.

use arbiter_ids::{msg, rule};
use std::collections::{HashMap, HashSet};

use super::allocation::{
    self, best_resources, best_skills, best_workers, resource_rate15, skill_rate15, worker_rate15,
    Rate, Reach, ResourcePlan, Resources, Sinks, SkillPlan, Stay, WorkerPlan,
};
use super::catalogue::{BoatRule, Colour, Conf, Effect, Kind, Resource, Skill, Winter};
use super::geometry::{opposite, Edge, Hex};
use super::options::{
    BarnType, Boat3b, KeyflowerBoat, MarkerAs, MarkerUser, MercerGold, NoStartTile, Options,
    SeaBastion, SeaBreese, TurnOrderConnected, YardRelease,
};
use super::position::{Face, Player, Position, Season, Value};
use super::transport::joined;
use super::{Message, Problem};

/// One line of a player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// The rule applied.
    pub rule: &'static str,
    /// What scored, for the CLI to localise.
    pub message: Message,
    /// Points.
    pub points: i32,
}

/// A contested choice of the best allocation, and the best total without it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The rule whose choice this is.
    pub rule: &'static str,
    /// The choice made, for the CLI to localise.
    pub message: Message,
    /// The best allocation total without this choice (never above the chosen total).
    pub best: i32,
    /// The choice that reaches `best` instead.
    pub instead: Message,
}

/// Why no other allocation scores more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// Points from the allocation: storage tiles, winter scoring tiles but the Keythedral,
    /// White Wind, gold and the start-player marker.
    pub allocation: i32,
    /// An upper bound on any allocation (each item at its best rate).
    pub upper_bound: i32,
    /// Each contested choice (Village hall colour, Scholar type, Watermill type, marker
    /// declaration, keeping or releasing resources on each storage tile) with the best total
    /// without it.
    pub alternatives: Vec<Alternative>,
}

/// One player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerScore {
    /// Index into the position's players.
    pub player: usize,
    /// Name.
    pub name: String,
    /// Total points.
    pub total: i32,
    /// Every scoring line.
    pub lines: Vec<ScoreLine>,
    /// The proof of the allocation.
    pub proof: Proof,
}

/// The report of `arbiter score`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreReport {
    /// Per player, in seating order.
    pub players: Vec<PlayerScore>,
    /// Indexes of the winners (several on a tie: shared win, option `ties`).
    pub winners: Vec<usize>,
    /// The options applied: `(rule id, name, value)`.
    pub options: Vec<(&'static str, &'static str, &'static str)>,
}

fn tile_key(key: &str) -> String {
    format!("kf-tile-{key}")
}
fn colour_key(colour: Colour) -> String {
    format!("kf-colour-{}", colour.key())
}
fn skill_key(skill: Skill) -> String {
    format!("kf-skill-{}", skill.key())
}
fn resource_key(resource: Resource) -> String {
    format!("kf-resource-{}", resource.key())
}

/// What the start-player marker is declared as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Declaration {
    Worker(Colour),
    Skill(Skill),
    Resource(Resource),
    /// On a storage tile (index into the yard list) as its type.
    Yard(usize),
}

/// The marker message: declared as something, or not declared.
fn marker_message(declaration: Option<Declaration>, yards: &[Yard]) -> Message {
    match declaration {
        Some(Declaration::Worker(c)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", colour_key(c))
        }
        Some(Declaration::Skill(s)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", skill_key(s))
        }
        Some(Declaration::Resource(r)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", resource_key(r))
        }
        Some(Declaration::Yard(y)) => {
            Message::new(msg::KF_MARKER_ON_YARD).key_arg("tile", tile_key(yards[y].key))
        }
        None => Message::new(msg::KF_ALT_MARKER_UNUSED),
    }
}

/// The score line of the declared marker: it scores nothing itself, its points are in the
/// line of the tile it is counted on.
fn marker_line(declaration: Option<Declaration>, yards: &[Yard]) -> Message {
    let mut m = marker_message(declaration, yards);
    m.key = match m.key {
        msg::KF_MARKER_AS => msg::KF_SCORE_MARKER_AS,
        msg::KF_MARKER_ON_YARD => msg::KF_SCORE_MARKER_ON_YARD,
        other => other,
    };
    m
}

/// A storage tile: its rate and the resources that stay on it whatever the owner chooses.
#[derive(Debug, Clone)]
struct Yard {
    key: &'static str,
    rate: i32,
    /// Where the rate comes from (`None`: no source gives it, and it counts 0).
    printed: Option<Value>,
    /// Resources that stay and score here.
    kept: u32,
}

/// A storage rate's origin ([`Value::source_args`]); a rate no source gives is unknown.
fn rate_source(m: Message, rate: Option<Value>) -> Message {
    match rate {
        Some(v) => v.source_args(m),
        None => super::position::source_args(m, Conf::Unknown, false),
    }
}

/// Whether `player` may declare the marker (options `marker-user` and `no-start-tile`).
fn may_declare(position: &Position, player: &Player, options: &Options) -> bool {
    if !position.start_tile_in_play {
        return options.no_start_tile == NoStartTile::Holder && player.start_player;
    }
    let nobody_bid = !position.players.iter().any(|q| q.won_winter_start_tile);
    match options.marker_user {
        MarkerUser::WinterWinner => player.won_winter_start_tile,
        MarkerUser::Holder => player.start_player,
        MarkerUser::HolderIfBid => player.start_player && !nobody_bid,
    }
}

/// Warnings about the start-player marker at game end: a player holds it (`start_player`)
/// but, under the options, may not declare it, and nobody else may either. The marker counts
/// for whoever `may_declare` says.
pub fn marker_warnings(position: &Position, options: &Options) -> Vec<Problem> {
    if position.season != Season::End
        || position
            .players
            .iter()
            .any(|p| may_declare(position, p, options))
    {
        return Vec::new();
    }
    position
        .players
        .iter()
        .filter(|p| p.start_player)
        .map(|p| {
            let (rule, key) = if position.start_tile_in_play {
                (rule::KF_OPTION_MARKER_USER, msg::KF_WARN_MARKER_NOT_WON)
            } else {
                (rule::KF_OPTION_NO_START_TILE, msg::KF_WARN_MARKER_NOBODY)
            };
            Problem::warning(
                rule,
                p.subject,
                Message::new(key)
                    .arg("player", p.name.as_str())
                    .arg("option", options.get("marker-user")),
            )
        })
        .collect()
}

/// Scores every player.
pub fn score(position: &Position, options: &Options) -> ScoreReport {
    let players: Vec<PlayerScore> = position
        .players
        .iter()
        .enumerate()
        .map(|(index, player)| score_player(position, index, player, options))
        .collect();
    let top = players.iter().map(|p| p.total).max().unwrap_or(0);
    let winners = players
        .iter()
        .filter(|p| p.total == top)
        .map(|p| p.player)
        .collect();
    ScoreReport {
        players,
        winners,
        options: options.echo(),
    }
}

/// Everything a player allocates at game end.
struct Holdings {
    workers: [u32; 4],
    skills: [u32; 3],
    resources: Resources,
    yards: Vec<Yard>,
    /// What the marker may be declared as (`[None]` when the player may not declare it).
    declarations: Vec<Option<Declaration>>,
}

/// Choices held fixed when looking for the best total without a contested choice.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
struct Fixed {
    village_hall: Option<Colour>,
    scholar: Option<Skill>,
    watermill: Option<Resource>,
    marker: Option<Option<Declaration>>,
    /// A storage tile whose optional resources all stay (`true`) or all leave (`false`).
    yard: Option<(usize, bool)>,
}

/// One complete allocation.
#[derive(Debug, Clone)]
struct Allocation {
    total: i32,
    workers: WorkerPlan,
    skills: SkillPlan,
    resources: ResourcePlan,
    /// The resources the plan was made for (a storage tile forced to keep or release changes
    /// them).
    input: Resources,
    marker: Option<Declaration>,
}

/// The exact optimiser for one player, with its sub-results cached.
struct Optimiser<'a> {
    holdings: &'a Holdings,
    sinks: Sinks,
    workers: HashMap<([u32; 4], Option<Colour>), WorkerPlan>,
    skills: HashMap<([u32; 3], Option<Skill>), SkillPlan>,
    resources: HashMap<(Resources, Option<Resource>), ResourcePlan>,
}

impl Optimiser<'_> {
    /// The best allocation with the choices in `fixed`.
    fn best(&mut self, fixed: Fixed) -> Allocation {
        let kept: i32 = self
            .holdings
            .yards
            .iter()
            .map(|y| y.kept as i32 * y.rate)
            .sum();
        let (input, forced) = self.forced_yard(fixed.yard);
        let declarations = match fixed.marker {
            Some(d) => vec![d],
            None => self.holdings.declarations.clone(),
        };
        let mut best: Option<Allocation> = None;
        for marker in declarations {
            let mut workers = self.holdings.workers;
            let mut skills = self.holdings.skills;
            let mut resources = input.clone();
            let mut on_yard = 0;
            match marker {
                Some(Declaration::Worker(c)) => workers[c as usize] += 1,
                Some(Declaration::Skill(s)) => skills[s as usize] += 1,
                Some(Declaration::Resource(r)) => resources.pool[r as usize] += 1,
                Some(Declaration::Yard(y)) => on_yard = self.holdings.yards[y].rate,
                None => {}
            }
            let sinks = self.sinks;
            let worker_plan = *self
                .workers
                .entry((workers, fixed.village_hall))
                .or_insert_with(|| best_workers(workers, &sinks, fixed.village_hall));
            let skill_plan = *self
                .skills
                .entry((skills, fixed.scholar))
                .or_insert_with(|| best_skills(skills, &sinks, fixed.scholar));
            let resource_plan = self
                .resources
                .entry((resources.clone(), fixed.watermill))
                .or_insert_with(|| best_resources(&resources, &sinks, fixed.watermill))
                .clone();
            let total = kept
                + forced
                + on_yard
                + worker_plan.points
                + skill_plan.points
                + resource_plan.points;
            if best.as_ref().is_none_or(|b| total > b.total) {
                best = Some(Allocation {
                    total,
                    workers: worker_plan,
                    skills: skill_plan,
                    resources: resource_plan,
                    input: input.clone(),
                    marker,
                });
            }
        }
        best.expect("at least one marker choice")
    }

    /// The resources when storage tile `yard` keeps (or releases) all its optional resources,
    /// and the points those kept score.
    fn forced_yard(&self, yard: Option<(usize, bool)>) -> (Resources, i32) {
        let mut input = self.holdings.resources.clone();
        let Some((tile, keep)) = yard else {
            return (input, 0);
        };
        let mut points = 0;
        for stay in input.stays.iter_mut().filter(|s| s.tile == tile) {
            if keep {
                points += stay.count as i32 * stay.rate;
            } else {
                input.pool[stay.resource as usize] += stay.count;
            }
            stay.count = 0;
        }
        (input, points)
    }
}

/// The storage tiles and resources of `player`: what stays, what may stay, what is free.
fn holdings(player: &Player, options: &Options, has_3b: bool) -> (Vec<Yard>, Resources) {
    let mut resources = Resources::default();
    let mut yards = Vec::new();
    for tile in &player.village {
        let Effect::Storage { accepts, .. } = tile.def.effect else {
            for r in 0..4 {
                resources.pool[r] += tile.resources[r];
            }
            continue;
        };
        let accepts = match options.barn_type {
            BarnType::Any => accepts,
            BarnType::Printed => accepts.or(tile.stores),
        };
        let mut yard = Yard {
            key: tile.def.key,
            rate: tile.printed.rate.map_or(0, |v| v.value),
            printed: tile.printed.rate,
            kept: 0,
        };
        for resource in Resource::ALL {
            let count = tile.resources[resource as usize];
            if count == 0 {
                continue;
            }
            // The tile's own type: for a Barn taking any resource, every type but gold, which
            // the rulebook calls a substitute on all four storage tiles.
            let native = match accepts {
                None => resource != Resource::Gold,
                Some(a) => a == resource,
            };
            // A stand-in (gold anywhere, or another resource under Boat 3b) "can be used": the
            // owner may keep it on the tile or release it; under `yard-release: release` so may
            // the tile's own type.
            let stand_in = !native && (resource == Resource::Gold || has_3b);
            let optional = stand_in || (native && options.yard_release == YardRelease::Release);
            if optional {
                resources.stays.push(Stay {
                    tile: yards.len(),
                    resource,
                    count,
                    rate: yard.rate,
                });
            } else if native {
                yard.kept += count;
            } else {
                resources.pool[resource as usize] += count;
            }
        }
        yards.push(yard);
    }
    (yards, resources)
}

/// What `player` may declare the marker as (`[None]` alone when they may not).
fn declarations(
    position: &Position,
    player: &Player,
    options: &Options,
    yards: &[Yard],
) -> Vec<Option<Declaration>> {
    let mut all = vec![None];
    if !may_declare(position, player, options) {
        return all;
    }
    let limited = options.marker_as == MarkerAs::NoGoldNoGreen;
    all.extend(
        Colour::ALL
            .into_iter()
            .filter(|&c| !(limited && c == Colour::Green))
            .map(|c| Some(Declaration::Worker(c))),
    );
    all.extend(Skill::ALL.into_iter().map(|s| Some(Declaration::Skill(s))));
    all.extend(
        Resource::ALL
            .into_iter()
            .filter(|&r| !(limited && r == Resource::Gold))
            .map(|r| Some(Declaration::Resource(r))),
    );
    all.extend((0..yards.len()).map(|y| Some(Declaration::Yard(y))));
    all
}

/// The scoring tiles `player` owns, and whether it owns the Keythedral.
fn sinks(player: &Player, options: &Options, has_3b: bool) -> (Sinks, bool) {
    let mut sinks = Sinks::default();
    let mut keythedral = false;
    for tile in &player.village {
        match tile.def.effect {
            Effect::Winter(Winter::Keythedral) => keythedral = true,
            Effect::Winter(w) => sinks.add(w),
            Effect::Boat(BoatRule::WhiteWind) => sinks.white_wind = true,
            _ => {}
        }
    }
    let full_3b = has_3b && options.boat_3b == Boat3b::Full;
    sinks.mercer_gold_any = options.mercer_gold == MercerGold::Any || full_3b;
    sinks.reach = match (has_3b, full_3b) {
        (false, _) => Reach::Separate,
        (true, false) => Reach::NonGoldAlike,
        (true, true) => Reach::AllAlike,
    };
    (sinks, keythedral)
}

/// Workers behind the screen plus any still standing in the village (they go to the owner).
fn all_workers(player: &Player) -> [u32; 4] {
    let mut workers = player.workers;
    for tile in &player.village {
        if let Some(standing) = &tile.workers {
            for (c, n) in standing.by_colour().into_iter().enumerate() {
                workers[c] += n;
            }
        }
    }
    workers
}

fn printed_lines(player: &Player, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        // A tile worth 0 is listed too: a hand check sees that every tile was counted.
        let Some(vp) = tile.printed.vp else { continue };
        let rule = if tile.flipped_by_flipper {
            rule::KF_OPTION_FLIPPER
        } else {
            rule::KF_SCORE_PRINTED_VP
        };
        push(
            lines,
            rule,
            vp.source_args(
                Message::new(msg::KF_SCORE_PRINTED).key_arg("tile", tile_key(tile.def.key)),
            ),
            vp.value,
        );
    }
}

fn score_player(
    position: &Position,
    index: usize,
    player: &Player,
    options: &Options,
) -> PlayerScore {
    let has_3b = player.has_boat_face(3, Face::B);
    let (yards, resources) = holdings(player, options, has_3b);
    let (sinks, keythedral) = sinks(player, options, has_3b);
    let holdings = Holdings {
        workers: all_workers(player),
        skills: player.skills,
        declarations: declarations(position, player, options, &yards),
        resources,
        yards,
    };
    let mut optimiser = Optimiser {
        holdings: &holdings,
        sinks,
        workers: HashMap::new(),
        skills: HashMap::new(),
        resources: HashMap::new(),
    };
    let best = optimiser.best(Fixed::default());
    let mut lines = Vec::new();
    printed_lines(player, &mut lines);
    allocation_lines(&holdings, &best, has_3b, options, &mut lines);
    if keythedral {
        push(
            &mut lines,
            allocation::KEYTHEDRAL.rule,
            Message::new(allocation::KEYTHEDRAL.message),
            allocation::KEYTHEDRAL.points,
        );
    }
    boat_lines(player, options, &mut lines);
    turn_order_lines(player, options, &mut lines);
    let total = lines.iter().map(|l| l.points).sum();
    let alternatives = alternatives(&mut optimiser, &best, options);
    PlayerScore {
        player: index,
        name: player.name.clone(),
        total,
        lines,
        proof: Proof {
            allocation: best.total,
            upper_bound: upper_bound(&holdings, &sinks),
            alternatives,
        },
    }
}

/// Every contested choice of `best`, with the best total without it.
fn alternatives(
    optimiser: &mut Optimiser,
    best: &Allocation,
    options: &Options,
) -> Vec<Alternative> {
    let mut out = Vec::new();
    tile_choices(optimiser, best, &mut out);
    marker_choices(optimiser, best, &mut out);
    yard_choices(optimiser, best, options, &mut out);
    out
}

/// The contested choice `message` (under `rule`) against its `others`: the best total of
/// any other, and what it is, when there is one.
fn contest(
    out: &mut Vec<Alternative>,
    rule: &'static str,
    message: Message,
    others: Vec<(Fixed, Message)>,
    optimiser: &mut Optimiser,
) {
    let Some((total, instead)) = others
        .into_iter()
        .map(|(fixed, m)| (optimiser.best(fixed).total, m))
        .reduce(|a, b| if b.0 > a.0 { b } else { a })
    else {
        return;
    };
    out.push(Alternative {
        rule,
        message,
        best: total,
        instead,
    });
}

/// The one type a tile scores, where `best` chose one: the Village Hall's colour, the
/// Scholar's skill, the Watermill's resource.
fn tile_choices(optimiser: &mut Optimiser, best: &Allocation, out: &mut Vec<Alternative>) {
    if let Some((colour, count)) = best.workers.village_hall.filter(|h| h.1 > 0) {
        let others = other_choices(&Colour::ALL, colour, |c| {
            let fixed = Fixed {
                village_hall: Some(c),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_VILLAGE_HALL).key_arg("colour", colour_key(c)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_VILLAGE_HALL)
            .arg("count", count)
            .key_arg("colour", colour_key(colour));
        contest(
            out,
            allocation::VILLAGE_HALL.rule,
            chosen,
            others,
            optimiser,
        );
    }
    if let Some((skill, count)) = best.skills.scholar.filter(|s| s.1 > 0) {
        let others = other_choices(&Skill::ALL, skill, |s| {
            let fixed = Fixed {
                scholar: Some(s),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_SCHOLAR).key_arg("skill", skill_key(s)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_SCHOLAR)
            .arg("count", count)
            .key_arg("skill", skill_key(skill));
        contest(out, allocation::SCHOLAR.rule, chosen, others, optimiser);
    }
    let separate = optimiser.sinks.reach == Reach::Separate;
    if let Some((mill, count)) = best.resources.watermill.filter(|w| separate && w.1 > 0) {
        let others = other_choices(&Resource::ALL[1..], mill, |r| {
            let fixed = Fixed {
                watermill: Some(r),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_WATERMILL).key_arg("resource", resource_key(r)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_WATERMILL)
            .arg("count", count)
            .key_arg("resource", resource_key(mill));
        contest(out, allocation::WATERMILL.rule, chosen, others, optimiser);
    }
}

/// What the start-player marker is declared as, when it may be declared as more than one
/// thing.
fn marker_choices(optimiser: &mut Optimiser, best: &Allocation, out: &mut Vec<Alternative>) {
    let holdings = optimiser.holdings;
    if holdings.declarations.len() > 1 {
        let others = holdings
            .declarations
            .iter()
            .copied()
            .filter(|&d| d != best.marker)
            .map(|d| {
                let fixed = Fixed {
                    marker: Some(d),
                    ..Fixed::default()
                };
                (fixed, marker_message(d, &holdings.yards))
            })
            .collect();
        let chosen = marker_message(best.marker, &holdings.yards);
        contest(out, rule::KF_END_START_MARKER, chosen, others, optimiser);
    }
}

/// The optional resources each yard keeps or releases (option yard-release).
fn yard_choices(
    optimiser: &mut Optimiser,
    best: &Allocation,
    options: &Options,
    out: &mut Vec<Alternative>,
) {
    let holdings = optimiser.holdings;
    for (y, yard) in holdings.yards.iter().enumerate() {
        let entries = || {
            holdings
                .resources
                .stays
                .iter()
                .enumerate()
                .filter(|(_, s)| s.tile == y)
        };
        let optional: u32 = entries().map(|(_, s)| s.count).sum();
        if optional == 0 {
            continue;
        }
        let stayed: u32 = entries().map(|(e, _)| best.resources.stayed[e]).sum();
        let rule = entries()
            .map(|(_, s)| stay_rule(s, options))
            .find(|&r| r != rule::KF_END_YARD_GOLD)
            .unwrap_or(rule::KF_END_YARD_GOLD);
        let released = optional - stayed;
        for (count, keep) in [(stayed, true), (released, false)] {
            if count == 0 {
                continue;
            }
            let (key, other) = if keep {
                (msg::KF_ALT_YARD_KEPT, msg::KF_ALT_YARD_RELEASE_ALL)
            } else {
                (msg::KF_ALT_YARD_RELEASED, msg::KF_ALT_YARD_KEEP_ALL)
            };
            let fixed = Fixed {
                yard: Some((y, !keep)),
                ..Fixed::default()
            };
            let tile = tile_key(yard.key);
            let chosen = Message::new(key)
                .arg("count", count)
                .key_arg("tile", tile.clone());
            let instead = Message::new(other).key_arg("tile", tile);
            contest(out, rule, chosen, vec![(fixed, instead)], optimiser);
        }
    }
}

/// Every choice of `all` but `chosen`, each as the choices it fixes and its message.
fn other_choices<T: Copy + PartialEq>(
    all: &[T],
    chosen: T,
    choice: impl Fn(T) -> (Fixed, Message),
) -> Vec<(Fixed, Message)> {
    all.iter()
        .copied()
        .filter(|&x| x != chosen)
        .map(choice)
        .collect()
}

/// An upper bound on any allocation: every item at the best rate any tile it may go to
/// pays (×15 to keep fifths and thirds whole), the marker at the best rate of all.
fn upper_bound(holdings: &Holdings, sinks: &Sinks) -> i32 {
    let is_gold = |r: Resource| r == Resource::Gold || sinks.reach == Reach::AllAlike;
    let mut bound15: i32 = Colour::ALL
        .into_iter()
        .map(|c| holdings.workers[c as usize] as i32 * worker_rate15(c, sinks))
        .sum();
    bound15 += holdings.skills.iter().sum::<u32>() as i32 * skill_rate15(sinks);
    for r in Resource::ALL {
        bound15 += holdings.resources.pool[r as usize] as i32 * resource_rate15(is_gold(r), sinks);
    }
    for stay in &holdings.resources.stays {
        let pool_rate = resource_rate15(is_gold(stay.resource), sinks);
        bound15 += stay.count as i32 * (15 * stay.rate).max(pool_rate);
    }
    if holdings.declarations.len() > 1 {
        let best_item = Colour::ALL
            .into_iter()
            .map(|c| worker_rate15(c, sinks))
            .chain([skill_rate15(sinks), resource_rate15(true, sinks)])
            .chain(holdings.yards.iter().map(|y| 15 * y.rate))
            .max()
            .unwrap_or(0);
        bound15 += best_item;
    }
    let kept: i32 = holdings.yards.iter().map(|y| y.kept as i32 * y.rate).sum();
    bound15 / 15 + kept
}

/// The rule that lets a resource on a storage tile stay or leave.
fn stay_rule(stay: &Stay, options: &Options) -> &'static str {
    if stay.resource == Resource::Gold {
        rule::KF_END_YARD_GOLD
    } else if options.yard_release == YardRelease::Release {
        rule::KF_OPTION_YARD_RELEASE
    } else {
        rule::KF_SUMMER_BOAT_3B
    }
}

fn push(lines: &mut Vec<ScoreLine>, rule: &'static str, message: Message, points: i32) {
    lines.push(ScoreLine {
        rule,
        message,
        points,
    });
}

/// A line for `groups` groups scored on the tile `rate` describes, with `name` = `groups`.
fn rate_line(lines: &mut Vec<ScoreLine>, rate: Rate, name: &'static str, groups: u32) {
    if groups > 0 {
        push(
            lines,
            rate.rule,
            Message::new(rate.message).arg(name, groups),
            rate.of(groups),
        );
    }
}

/// The allocation, tile by tile: storage tiles, released resources, the marker, workers,
/// skills and resources.
fn allocation_lines(
    holdings: &Holdings,
    best: &Allocation,
    has_3b: bool,
    options: &Options,
    lines: &mut Vec<ScoreLine>,
) {
    let mut on_yard: Vec<u32> = holdings.yards.iter().map(|y| y.kept).collect();
    for (entry, stay) in best.input.stays.iter().enumerate() {
        on_yard[stay.tile] += best.resources.stayed[entry];
    }
    if let Some(Declaration::Yard(y)) = best.marker {
        on_yard[y] += 1;
    }
    for (yard, &count) in holdings.yards.iter().zip(&on_yard) {
        if count > 0 {
            push(
                lines,
                rule::KF_SCORE_STORAGE,
                rate_source(
                    Message::new(msg::KF_SCORE_STORAGE)
                        .key_arg("tile", tile_key(yard.key))
                        .arg("count", count)
                        .arg("rate", yard.rate),
                    yard.printed,
                ),
                count as i32 * yard.rate,
            );
        }
    }
    for (entry, stay) in best.input.stays.iter().enumerate() {
        let released = stay.count - best.resources.stayed[entry];
        if released == 0 {
            continue;
        }
        push(
            lines,
            stay_rule(stay, options),
            Message::new(msg::KF_SCORE_RELEASED)
                .key_arg("tile", tile_key(holdings.yards[stay.tile].key))
                .arg("count", released)
                .key_arg("resource", resource_key(stay.resource)),
            0,
        );
    }
    if best.marker.is_some() {
        push(
            lines,
            rule::KF_END_START_MARKER,
            marker_line(best.marker, &holdings.yards),
            0,
        );
    }
    worker_lines(&best.workers, lines);
    skill_lines(&best.skills, lines);
    let marker_gold = best.marker == Some(Declaration::Resource(Resource::Gold));
    resource_lines(&best.resources, marker_gold, has_3b, options, lines);
}

fn worker_lines(plan: &WorkerPlan, lines: &mut Vec<ScoreLine>) {
    rate_line(
        lines,
        allocation::CRAFTSMANS_GUILD,
        "sets",
        plan.craftsman_sets,
    );
    rate_line(lines, allocation::KEY_MARKET, "count", plan.key_market);
    if let Some((colour, count)) = plan.village_hall.filter(|h| h.1 > 0) {
        let rate = allocation::VILLAGE_HALL;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", count)
                .key_arg("colour", colour_key(colour)),
            rate.of(count),
        );
    }
    rate_line(lines, allocation::APOTHECARY, "sets", plan.apothecary_sets);
    rate_line(lines, allocation::WHITE_WIND, "count", plan.white_wind);
    // One line per colour, so that the reader sees which workers are left over.
    for colour in Colour::ALL {
        let count = plan.unused_by_colour[colour as usize];
        if count > 0 {
            push(
                lines,
                rule::KF_END_EACH_ITEM_ONCE,
                Message::new(msg::KF_SCORE_UNUSED_WORKERS)
                    .arg("count", count)
                    .key_arg("colour", colour_key(colour)),
                0,
            );
        }
    }
}

fn skill_lines(plan: &SkillPlan, lines: &mut Vec<ScoreLine>) {
    rate_line(lines, allocation::SCRIBES, "sets", plan.scribes_sets);
    if let Some((skill, count)) = plan.scholar.filter(|s| s.1 > 0) {
        let rate = allocation::SCHOLAR;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", count)
                .key_arg("skill", skill_key(skill)),
            rate.of(count),
        );
    }
    rate_line(lines, allocation::KEY_GUILD, "sets", plan.key_guild_sets);
    if plan.unused > 0 {
        push(
            lines,
            rule::KF_END_EACH_ITEM_ONCE,
            Message::new(msg::KF_SCORE_UNUSED_SKILLS).arg("count", plan.unused),
            0,
        );
    }
}

fn resource_lines(
    plan: &ResourcePlan,
    marker_gold: bool,
    has_3b: bool,
    options: &Options,
    lines: &mut Vec<ScoreLine>,
) {
    if plan.mercer_sets > 0 {
        let rate = allocation::MERCERS_GUILD;
        push(
            lines,
            if plan.mercer_multi_gold {
                rule::KF_OPTION_MERCER_GOLD
            } else {
                rate.rule
            },
            Message::new(rate.message)
                .arg("sets", plan.mercer_sets)
                .arg("gold", plan.mercer_gold),
            rate.of(plan.mercer_sets),
        );
    }
    if let Some((resource, count)) = plan.watermill.filter(|w| w.1 > 0) {
        let rate = allocation::WATERMILL;
        let key = if has_3b {
            msg::KF_SCORE_WATERMILL_ANY
        } else {
            rate.message
        };
        push(
            lines,
            rate.rule,
            Message::new(key)
                .arg("count", count)
                .key_arg("resource", resource_key(resource)),
            rate.of(count),
        );
    }
    if plan.windmill_sets > 0 {
        let rate = allocation::WINDMILL;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("sets", plan.windmill_sets)
                .arg("gold", plan.windmill_gold),
            rate.of(plan.windmill_sets),
        );
    }
    rate_line(lines, allocation::JEWELLER, "count", plan.jeweller);
    if plan.gold_left > 0 {
        // Gold is gold: when the marker is declared as gold, the gold left over is said to
        // hold it (it scores 1 there as anywhere it is the last gold used).
        let rate = allocation::GOLD;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", plan.gold_left)
                .arg("marker", if marker_gold { "yes" } else { "no" }),
            rate.of(plan.gold_left),
        );
    }
    if plan.unused > 0 {
        push(
            lines,
            rule::KF_END_EACH_ITEM_ONCE,
            Message::new(msg::KF_SCORE_UNUSED_RESOURCES).arg("count", plan.unused),
            0,
        );
    }
    if has_3b {
        push(
            lines,
            rule::KF_SUMMER_BOAT_3B,
            Message::new(msg::KF_SCORE_3B).arg("reach", options.get("boat-3b")),
            0,
        );
    }
}

fn boat_lines(player: &Player, options: &Options, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        let Effect::Boat(boat) = tile.def.effect else {
            continue;
        };
        match boat {
            BoatRule::Keyflower => {
                let carts: Vec<Value> = player
                    .village
                    .iter()
                    .filter(|other| matches!(other.def.effect, Effect::Transport { .. }))
                    .filter_map(|other| other.printed.cart)
                    .collect();
                let capacity: i32 = carts.iter().map(|cart| cart.value).sum();
                let origins: Vec<(Conf, bool)> =
                    carts.iter().map(|c| (c.conf, c.from_file)).collect();
                // Why the capacity counts once, twice or four times: summer boat 2b's
                // b face, under the keyflower-boat option.
                let (times, rule, why) = if player.has_boat_face(2, Face::B) {
                    match options.keyflower_boat {
                        KeyflowerBoat::Double => (2, rule::KF_OPTION_KEYFLOWER_BOAT, "double"),
                        KeyflowerBoat::Quadruple => {
                            (4, rule::KF_OPTION_KEYFLOWER_BOAT, "quadruple")
                        }
                    }
                } else {
                    (1, rule::KF_BOAT_KEYFLOWER, "single")
                };
                push(
                    lines,
                    rule,
                    super::position::sources_args(
                        Message::new(msg::KF_SCORE_KEYFLOWER_BOAT)
                            .arg("capacity", capacity)
                            .arg("times", times)
                            .arg("why", why)
                            .arg("option", options.get("keyflower-boat")),
                        &origins,
                    ),
                    capacity * times,
                );
            }
            BoatRule::SeaBastion => {
                let tiles = loop_tiles(player, options.sea_bastion);
                push(
                    lines,
                    rule::KF_OPTION_SEA_BASTION,
                    Message::new(msg::KF_SCORE_SEA_BASTION).arg("count", tiles),
                    tiles as i32,
                );
            }
            BoatRule::SeaBreese => {
                let (count, pts) = sea_breese(player, options.sea_breese);
                push(
                    lines,
                    rule::KF_OPTION_SEA_BREESE,
                    Message::new(msg::KF_SCORE_SEA_BREESE).arg("count", count),
                    pts,
                );
            }
            BoatRule::Flipper => push(
                lines,
                rule::KF_BOAT_FLIPPER,
                Message::new(msg::KF_SCORE_FLIPPER),
                2,
            ),
            BoatRule::Ianvincible => push(
                lines,
                rule::KF_BOAT_IANVINCIBLE,
                Message::new(msg::KF_SCORE_IANVINCIBLE),
                5,
            ),
            BoatRule::WhiteWind => {}
        }
    }
}

/// Tiles on road loops (option O4).
pub fn loop_tiles(p: &Player, mode: SeaBastion) -> usize {
    let hexes: Vec<Hex> = p.village.iter().filter_map(|t| t.at).collect();
    let adj: HashMap<Hex, Vec<Hex>> = hexes.iter().map(|&h| (h, joined(p, h, false))).collect();
    match mode {
        SeaBastion::Union => {
            // A tile is on a loop when one of its roads is not a bridge.
            let mut on = HashSet::new();
            for (&u, ns) in &adj {
                for &v in ns {
                    if u < v && !is_bridge(&adj, u, v) {
                        on.insert(u);
                        on.insert(v);
                    }
                }
            }
            on.len()
        }
        SeaBastion::Largest => {
            let mut best = 0;
            // The longest loop is found by exhaustive search, which is instant for a real
            // village (at most a few dozen tiles); the step budget only stops a hostile file
            // (a village of hundreds of duplicated road tiles, which `check` rejects anyway)
            // from running for ever, keeping the longest loop found so far.
            let mut budget: u64 = 5_000_000;
            for &s in &hexes {
                let mut path = vec![s];
                longest_cycle(&adj, s, &mut path, &mut best, &mut budget);
            }
            best
        }
    }
}

fn is_bridge(adj: &HashMap<Hex, Vec<Hex>>, u: Hex, v: Hex) -> bool {
    let mut seen = HashSet::from([u]);
    let mut stack = vec![u];
    while let Some(h) = stack.pop() {
        for &n in &adj[&h] {
            if (h == u && n == v) || (h == v && n == u) {
                continue;
            }
            if n == v {
                return false;
            }
            if seen.insert(n) {
                stack.push(n);
            }
        }
    }
    true
}

fn longest_cycle(
    adj: &HashMap<Hex, Vec<Hex>>,
    start: Hex,
    path: &mut Vec<Hex>,
    best: &mut usize,
    budget: &mut u64,
) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let Some(&last) = path.last() else { return };
    for &n in &adj[&last] {
        if n == start && path.len() >= 3 {
            *best = (*best).max(path.len());
        } else if n > start && !path.contains(&n) {
            path.push(n);
            longest_cycle(adj, start, path, best, budget);
            path.pop();
        }
    }
}

/// Boats joined to the home tile by water, and their Sea Breese points (option O5).
pub fn sea_breese(p: &Player, mode: SeaBreese) -> (usize, i32) {
    let homes: Vec<Hex> = p
        .village
        .iter()
        .filter(|t| t.def.kind == Kind::Home)
        .filter_map(|t| t.at)
        .collect();
    let mut reached: HashSet<Hex> = HashSet::new();
    let mut frontier = homes.clone();
    while let Some(h) = frontier.pop() {
        let t = p.tile_at(h).unwrap();
        for side in 0..6 {
            let n = h.neighbour(side);
            let Some(o) = p.tile_at(n) else { continue };
            if !o.def.kind.is_boat() || reached.contains(&n) {
                continue;
            }
            if t.edge(side) == Some(Edge::Water) && o.edge(opposite(side)) == Some(Edge::Water) {
                reached.insert(n);
                if mode == SeaBreese::Chain {
                    frontier.push(n);
                }
            }
        }
    }
    let pts = reached
        .iter()
        .map(|h| {
            p.tile_at(*h)
                .unwrap()
                .printed
                .sea_breese
                .map_or(0, |v| v.value)
        })
        .sum();
    (reached.len(), pts)
}

fn turn_order_lines(player: &Player, options: &Options, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        if tile.def.kind != Kind::TurnOrder {
            continue;
        }
        let Some(at) = tile.at else { continue };
        let mut connected = 0;
        for side in 0..6 {
            let Some(other) = player.tile_at(at.neighbour(side)) else {
                continue;
            };
            let counts = match options.turn_order_connected {
                TurnOrderConnected::Adjacent => true,
                TurnOrderConnected::Road => {
                    tile.edge(side) == Some(Edge::Road)
                        && other.edge(opposite(side)) == Some(Edge::Road)
                }
            };
            if counts {
                connected += 1;
            }
        }
        push(
            lines,
            rule::KF_OPTION_TURN_ORDER_CONNECTED,
            Message::new(msg::KF_SCORE_TURN_ORDER)
                .key_arg("tile", tile_key(tile.def.key))
                .arg("count", connected),
            connected,
        );
    }
}
