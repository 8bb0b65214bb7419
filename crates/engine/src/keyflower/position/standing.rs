//! The rules of a standing position as a whole (`kf.setup.*` and the offer, winter hands,
//! spring start and village seasons): players, supplies, unique tiles, boats, the marker; and
//! what the box's pieces in play add up to ([`in_play`]).

use crate::keyflower::catalogue::{self, Colour, Kind, Resource, TileDef};
use crate::keyflower::{Message, Problem, Subject};
use arbiter_ids::{msg, rule};

use super::{Face, Player, Position, Season, Tile};
/// Rules about the position as a whole: players, supplies, unique tiles, boats, the marker.
pub(crate) fn check_setup(pos: &Position) -> Vec<Problem> {
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
/// Winter tiles dealt to each player, by table size 2 to 6 `[rulebook]`.
pub const WINTER_DEALT: [usize; 5] = [3, 3, 3, 2, 2];

/// The number on a home tile (`home-3` is 3).
pub(crate) fn home_number(def: &TileDef) -> Option<u8> {
    def.key.strip_prefix("home-").and_then(|n| n.parse().ok())
}

/// Whether a tile of `kind` can lie in a village during `season`: won tiles join a village at
/// the end of the season they were bid for, and turn-order and boat tiles only at the end of
/// winter.
pub(crate) fn may_be_in_village(kind: Kind, season: Season) -> bool {
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
    pub(crate) fn resources_left(&self, r: Resource) -> u32 {
        catalogue::RESOURCE_SUPPLY[r as usize].saturating_sub(self.resources[r as usize])
    }
    /// Green workers left in the supply.
    pub(crate) fn greens_left(&self) -> u32 {
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
            let home_ok = pos.options.flipper == crate::keyflower::options::Flipper::HomesToo;
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
