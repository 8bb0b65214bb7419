//! A whole Keyflower game: the table around the position (the boats and their contents, the
//! bag, the skill pile), whose turn it is, passing, the end of each season performed from the
//! rules, the boat choices, the winter tile selection and the placing of won tiles.
//!
//! [`advance`] is the one function that changes a position by a move (bid, use, transport,
//! place): `arbiter move` judges with it and `arbiter replay` plays with it. [`Game::act`]
//! plays one action of a game record, with the season flow around it.

use super::bidding::winning;
use super::catalogue::{Colour, Conf, Effect, Kind, Resource, Skill, TileDef};
use super::position::{
    printed_from_catalogue, Bid, Face, Move, MoveKind, Placement, Player, Position, Season, Spot,
    Tile, TileRef, TileWorkers, Value,
};
use super::production::{self, Outlay, Product};
use super::{Message, MoveVerdict, Problem, Subject};
use arbiter_ids::{msg, rule};

/// A boat tile on the table, with the workers and skills on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Boat {
    /// The boat.
    pub def: &'static TileDef,
    /// Workers on it `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills on it `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// The Sea Breese points printed on it, when the record gives them.
    pub sea_breese: Option<i32>,
}

/// What a new season brings (summer and autumn): the tiles put out and the boats' new
/// contents, drawn from the bag and the pile.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonStart {
    /// The season.
    pub season: Season,
    /// The village tiles put out.
    pub offer: Vec<Tile>,
    /// New workers and skills per boat.
    pub boats: Vec<Boat>,
}

/// The random outcomes and the choices of a use, as the record gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Gets {
    /// Workers received `[blue, red, yellow, green]` (drawn from the bag, or green).
    pub workers: Option<[u32; 4]>,
    /// Skills drawn `[anvil, pick-axe, saw]`.
    pub skills: Option<[u32; 3]>,
    /// Resources received `[gold, iron, stone, wood]`.
    pub resources: Option<[u32; 4]>,
    /// The skill given first (Brewer, Hiring fair), when the player has several kinds.
    pub gives_skill: Option<Skill>,
    /// The worker discarded first (Tavern) or put into the bag (Peddler, Store, Fair).
    pub gives_worker: Option<Colour>,
}

/// One action of a game record.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A bid, a use, a transport, a placement (or a withdrawal, never legal).
    Move(Move, Gets),
    /// The player passes.
    Pass(usize),
    /// The player takes a boat's contents (spring to autumn) or, at the end of winter, the
    /// boat tile itself (placed afterwards, like a won tile); `Gets` holds the workers the
    /// owner of summer boat 1a draws with it.
    Boat(usize, &'static TileDef, Gets),
    /// The player selects winter tiles from those dealt.
    Winter(usize, Vec<&'static TileDef>),
}

impl Action {
    /// The player acting.
    pub fn player(&self) -> usize {
        match self {
            Action::Move(m, _) => m.player,
            Action::Pass(p) | Action::Boat(p, _, _) | Action::Winter(p, _) => *p,
        }
    }
}

/// Where the game stands between actions.
#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    /// Players select winter tiles (the start of winter); `chosen[p]` once player p has.
    WinterChoice {
        /// Each player's selection.
        chosen: Vec<Option<Vec<&'static TileDef>>>,
    },
    /// Turns: `turn` acts next; `passes` players have passed in succession.
    Turns {
        /// Whose turn it is.
        turn: usize,
        /// Passes in succession.
        passes: usize,
    },
    /// The season has ended: players take boat contents (or boats) in this order.
    Boats {
        /// The order of choosing.
        order: Vec<usize>,
        /// How many have chosen.
        done: usize,
        /// The boats chosen so far.
        taken: Vec<&'static TileDef>,
    },
    /// Players place the tiles they won (and in winter turn-order tiles and boats).
    Placing,
    /// The game is over (after winter).
    Over,
}

/// A whole game in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The position (villages, screens, the tiles on offer).
    pub position: Position,
    /// The boats on the table.
    pub boats: Vec<Boat>,
    /// Workers in the bag `[blue, red, yellow, green]`.
    pub bag: [u32; 4],
    /// Skills in the face-down pile.
    pub pile: [u32; 3],
    /// The numbers of the turn-order tiles showing the start-player icon (none: no tile
    /// shows it); the winner of the highest numbered one won becomes start player.
    pub start_tile: Vec<u8>,
    /// The stage.
    pub stage: Stage,
    /// Tiles won and not yet placed: `(player, tile)`.
    pub pending: Vec<(usize, Tile)>,
    /// The start player for choosing and for the next season.
    pub next_start: usize,
    /// Summer and autumn, still to come.
    pub upcoming: Vec<SeasonStart>,
    /// A season the game reached that no [`SeasonStart`] describes (a record without its
    /// `seasons:` entry): it began with no new tiles and nothing drawn onto the boats.
    pub unwritten: Option<Season>,
}

/// What happened in an action, for the record's reader: each with the rule that decided it.
pub type Events = Vec<(&'static str, Message)>;

fn tile_key(def: &TileDef) -> String {
    format!("kf-tile-{}", def.key)
}

fn problem(rule: &'static str, m: Message) -> Problem {
    Problem::error(rule, Subject::Move, m)
}

fn take(from: &mut [u32; 4], what: [u32; 4]) {
    for c in 0..4 {
        from[c] = from[c].saturating_sub(what[c]);
    }
}

fn add<const N: usize>(to: &mut [u32; N], what: [u32; N]) {
    for c in 0..N {
        to[c] += what[c];
    }
}

/// The workers a placement takes from behind the screen: those not moved from losing bids.
fn from_screen(pos: &Position, player: usize, pl: &Placement) -> [u32; 4] {
    let mut moved = [0u32; 4];
    for r in &pl.from_bids {
        for b in pos.tile(*r).bids.iter().filter(|b| b.player == player) {
            moved[b.colour as usize] += b.count;
        }
    }
    let mut out = pl.workers;
    take(&mut out, moved);
    out
}

/// Takes a placement's workers: from the losing bids it names (whole) and from behind the
/// screen.
fn lift(pos: &mut Position, player: usize, pl: &Placement) {
    let screen = from_screen(pos, player, pl);
    take(&mut pos.players[player].workers, screen);
    for r in &pl.from_bids {
        if let TileRef::Offer(i) = r {
            pos.offer[*i].bids.retain(|b| b.player != player);
        }
    }
}

fn tile_mut(pos: &mut Position, r: TileRef) -> &mut Tile {
    match r {
        TileRef::Offer(i) => &mut pos.offer[i],
        TileRef::Village { player, index } => &mut pos.players[player].village[index],
    }
}

/// Puts a placement's workers on the tile as one more use.
fn stand(pos: &mut Position, pl: &Placement) {
    let tile = tile_mut(pos, pl.tile);
    let colour = super::bidding::tile_colour(tile).unwrap_or(pl.colour);
    let w = tile.workers.get_or_insert(TileWorkers {
        colour,
        uses: Vec::new(),
        flat: [0; 4],
        subject: Subject::Workers(pl.tile),
    });
    w.uses.push(pl.count);
    for c in Colour::ALL {
        if c != w.colour {
            w.flat[c as usize] += pl.workers[c as usize];
        }
    }
}

/// Judges `mv` in `position` and, when it is legal, gives the position after it: the ONE
/// function that advances a position by a move, for `move` and `replay` alike. `gets` holds
/// the random outcomes and choices of a use (what was drawn, what was given); missing ones
/// are taken from the catalogue where it decides them.
pub fn advance(
    position: &Position,
    mv: &Move,
    gets: &Gets,
) -> (MoveVerdict, Option<(Position, Events)>) {
    let verdict = super::adjudicate(position, mv);
    if !verdict.is_legal() {
        return (verdict, None);
    }
    let mut pos = position.clone();
    let mut events = Events::new();
    match &mv.kind {
        MoveKind::Bid(pl) => {
            lift(&mut pos, mv.player, pl);
            let TileRef::Offer(i) = pl.tile else {
                return (verdict, None);
            };
            let t = &mut pos.offer[i];
            match t.bids.iter_mut().find(|b| b.player == mv.player) {
                Some(b) => b.count += pl.count,
                None => t.bids.push(Bid {
                    player: mv.player,
                    colour: pl.colour,
                    count: pl.count,
                    flat: false,
                    subject: Subject::Bid {
                        tile: pl.tile,
                        bid: t.bids.len(),
                    },
                }),
            }
        }
        MoveKind::Use(pl) => {
            events = production::messages(position, mv.player, pl.tile, gets);
            lift(&mut pos, mv.player, pl);
            stand(&mut pos, pl);
            produce(&mut pos, mv.player, pl.tile, gets);
        }
        MoveKind::Transport(t) => {
            // What was carried, from where, by which road: the verdict's carry lines.
            events.extend(
                verdict
                    .satisfied
                    .iter()
                    .filter(|(_, m)| m.key == msg::KF_OK_CARRY)
                    .cloned(),
            );
            lift(&mut pos, mv.player, &t.placement);
            stand(&mut pos, &t.placement);
            transport(&mut pos, mv.player, t, &mut events);
        }
        MoveKind::Place(p) => {
            let mut tile = match pos.find(p.def.key) {
                Some(TileRef::Offer(i)) => pos.offer.remove(i),
                _ => new_tile(p.def, &pos),
            };
            tile.at = Some(p.at);
            tile.rotation = p.rotation;
            tile.edges = Some(p.edges);
            tile.bids.clear();
            pos.players[mv.player].village.push(tile);
            renumber(&mut pos);
        }
        MoveKind::BoatBid { .. } | MoveKind::Withdraw { .. } => return (verdict, None),
    }
    (verdict, Some((pos, events)))
}

/// A tile fresh from the box (a boat or a turn-order tile joining a village).
fn new_tile(def: &'static TileDef, pos: &Position) -> Tile {
    Tile {
        def,
        subject: Subject::Position,
        at: None,
        rotation: 0,
        face: Face::Front,
        edges: None,
        resources: [0; 4],
        workers: None,
        bids: Vec::new(),
        printed: printed_from_catalogue(def, Face::Front, &pos.options),
        stores: None,
        flipped_by_flipper: false,
    }
}

/// Every tile's subject again after tiles moved, so that each names where it now lies.
fn renumber(pos: &mut Position) {
    for (i, t) in pos.offer.iter_mut().enumerate() {
        let r = TileRef::Offer(i);
        t.subject = Subject::Tile(r);
        if let Some(w) = &mut t.workers {
            w.subject = Subject::Workers(r);
        }
        for (b, bid) in t.bids.iter_mut().enumerate() {
            bid.subject = Subject::Bid { tile: r, bid: b };
        }
    }
    for (p, pl) in pos.players.iter_mut().enumerate() {
        for (index, t) in pl.village.iter_mut().enumerate() {
            let r = TileRef::Village { player: p, index };
            t.subject = Subject::Tile(r);
            if let Some(w) = &mut t.workers {
                w.subject = Subject::Workers(r);
            }
        }
    }
}

/// Season end, step 1: unsuccessful bids go back behind the screens.
fn return_losing_bids(pos: &mut Position, events: &mut Events) {
    for t in &mut pos.offer {
        let top = winning(t).map(|b| b.player);
        for b in t.bids.iter().filter(|b| Some(b.player) != top) {
            pos.players[b.player].workers[b.colour as usize] += b.count;
            events.push((
                rule::KF_END_UNSUCCESSFUL_BIDS,
                Message::new(msg::KF_EVENT_BID_RETURNED)
                    .arg("player", pos.players[b.player].name.as_str())
                    .arg("count", b.count)
                    .key_arg("tile", tile_key(t.def)),
            ));
        }
        t.bids.retain(|b| Some(b.player) == top);
    }
}

/// Season end, step 2: village tiles nobody bid for go to the box, their workers into the
/// bag. Returns the tiles that stay (bid for, or turn-order tiles).
fn box_unbid_tiles(pos: &mut Position, bag: &mut [u32; 4], events: &mut Events) -> Vec<Tile> {
    let mut kept = Vec::new();
    for t in std::mem::take(&mut pos.offer) {
        if t.def.kind != Kind::TurnOrder && t.bids.is_empty() {
            if let Some(w) = &t.workers {
                add(bag, w.by_colour());
            }
            events.push((
                rule::KF_END_UNBID_TILES,
                Message::new(msg::KF_EVENT_TO_BOX).key_arg("tile", tile_key(t.def)),
            ));
        } else {
            kept.push(t);
        }
    }
    kept
}

/// Season end, step 3: each winner takes their tiles and the workers on them; the winning
/// bids go into the bag. Returns the tiles to place, by winner, and the turn-order tiles won
/// (number, winner); a turn-order tile nobody bid for stays on offer for the next season, one
/// won before winter goes back on offer.
fn collect_won(
    pos: &mut Position,
    kept: Vec<Tile>,
    bag: &mut [u32; 4],
    events: &mut Events,
) -> Won {
    let season = pos.season;
    let mut to_place: Vec<(usize, Tile)> = Vec::new();
    let mut turn_order: Vec<(u8, usize)> = Vec::new();
    for mut t in kept {
        let Some(bid) = t.bids.first().cloned() else {
            pos.offer.push(t);
            continue;
        };
        let winner = bid.player;
        bag[bid.colour as usize] += bid.count;
        t.bids.clear();
        if let Effect::TurnOrder(number) = t.def.effect {
            turn_order.push((number, winner));
            if season == Season::Winter {
                to_place.push((winner, t));
            } else {
                pos.offer.push(t);
            }
            continue;
        }
        if let Some(w) = t.workers.take() {
            add(&mut pos.players[winner].workers, w.by_colour());
        }
        events.push((
            rule::KF_END_COLLECT_WON,
            Message::new(msg::KF_EVENT_WON)
                .arg("player", pos.players[winner].name.as_str())
                .key_arg("tile", tile_key(t.def)),
        ));
        to_place.push((winner, t));
    }
    Won {
        to_place,
        turn_order,
    }
}

/// What the winners of a season's bids take ([`collect_won`]).
struct Won {
    /// The tiles to place, with their winners.
    to_place: Vec<(usize, Tile)>,
    /// The turn-order tiles won: number and winner.
    turn_order: Vec<(u8, usize)>,
}

/// Season end, step 4: workers on village tiles go behind their village owner's screen.
fn home_workers(pos: &mut Position, events: &mut Events) {
    for pl in &mut pos.players {
        let mut back = [0u32; 4];
        for t in &mut pl.village {
            if let Some(w) = t.workers.take() {
                add(&mut back, w.by_colour());
            }
        }
        if back.iter().sum::<u32>() > 0 {
            events.push((
                rule::KF_END_HOME_WORKERS,
                Message::new(msg::KF_EVENT_HOME_WORKERS)
                    .arg("player", pl.name.as_str())
                    .arg("count", back.iter().sum::<u32>()),
            ));
        }
        add(&mut pl.workers, back);
    }
}

/// The order of choosing boats: the turn-order winners by tile number (`turn_order` sorted),
/// one boat each, then the others clockwise from `from` (the new start player).
fn boat_order(turn_order: &[(u8, usize)], from: usize, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = Vec::new();
    for (_, p) in turn_order {
        if !order.contains(p) {
            order.push(*p);
        }
    }
    for k in 0..n {
        let p = (from + k) % n;
        if !order.contains(&p) {
            order.push(p);
        }
    }
    order
}

/// What a record must say about a use that the catalogue cannot decide: which workers and
/// skills were drawn, the Workshop's choice, the resources of a tile whose number no source
/// gives, which skill or worker was given first when the player has several kinds; and whether
/// the player has what the tile takes first. Every problem, for `replay`.
pub fn use_problems(pos: &Position, player: usize, tile: TileRef, gets: &Gets) -> Vec<Problem> {
    let t = pos.tile(tile);
    let Some(p) = production::production(t.def, t.face) else {
        return Vec::new();
    };
    let key = tile_key(t.def);
    let me = &pos.players[player];
    let mut out = Vec::new();
    let needed = |what: &'static str| {
        problem(
            rule::KF_USE_BENEFIT,
            Message::new(msg::KF_PROBLEM_GETS_NEEDED)
                .key_arg("tile", key.clone())
                .key_arg("what", format!("kf-gain-what-{what}")),
        )
    };
    match p.outlay {
        Some(Outlay::Skill(s)) if me.skills[s as usize] == 0 => out.push(problem(
            rule::KF_USE_OUTLAY,
            Message::new(msg::KF_PROBLEM_OUTLAY_SKILL)
                .key_arg("tile", key.clone())
                .key_arg("skill", format!("kf-skill-{}", s.key())),
        )),
        Some(Outlay::SkillAny | Outlay::SetAsideSkill) => {
            let kinds = me.skills.iter().filter(|n| **n > 0).count();
            if kinds == 0 {
                out.push(problem(
                    rule::KF_USE_OUTLAY,
                    Message::new(msg::KF_PROBLEM_OUTLAY_SKILL_ANY).key_arg("tile", key.clone()),
                ));
            } else if kinds > 1 && gets.gives_skill.is_none_or(|s| me.skills[s as usize] == 0) {
                out.push(problem(
                    rule::KF_USE_OUTLAY,
                    Message::new(msg::KF_PROBLEM_OUTLAY_WHICH_SKILL).key_arg("tile", key.clone()),
                ));
            }
        }
        Some(Outlay::DiscardWorker | Outlay::WorkerToBag(None)) if gets.gives_worker.is_none() => {
            out.push(problem(
                rule::KF_USE_OUTLAY,
                Message::new(msg::KF_PROBLEM_OUTLAY_WHICH_WORKER).key_arg("tile", key.clone()),
            ));
        }
        _ => {}
    }
    for o in &p.outputs {
        // Workers drawn from the bag and skills drawn: the record must say which, and no more
        // than a certain number of them.
        let drawn = match o.product {
            Product::BagWorker => Some((gets.workers.map(|w| w.iter().sum::<u32>()), "workers")),
            Product::Skill => Some((gets.skills.map(|s| s.iter().sum::<u32>()), "skills")),
            _ => None,
        };
        if let Some((got, what)) = drawn {
            match (got, o.count) {
                (None, _) => out.push(needed(what)),
                (Some(count), Some(n)) if count > n && o.conf.is_certain() => out.push(problem(
                    rule::KF_USE_BENEFIT,
                    Message::new(msg::KF_PROBLEM_GETS_COUNT)
                        .key_arg("tile", key.clone())
                        .arg("count", count)
                        .arg("want", n),
                )),
                _ => {}
            }
            continue;
        }
        match (o.product, o.count) {
            (Product::WoodStoneOrIron, _) if gets.resources.is_none() => {
                out.push(needed("resources"))
            }
            (Product::GreenWorker | Product::Resource(_), None)
                if gets.workers.is_none() && gets.resources.is_none() =>
            {
                out.push(needed(if o.product == Product::GreenWorker {
                    "green"
                } else {
                    "resources"
                }))
            }
            _ => {}
        }
    }
    out
}

/// The products of a use, from the catalogue numbers and the record's random outcomes and
/// choices (`gets`); what neither decides is not received. What the tile takes first is paid
/// when the player has it.
fn produce(pos: &mut Position, player: usize, tile: TileRef, gets: &Gets) {
    let t = pos.tile(tile);
    let Some(p) = production::production(t.def, t.face) else {
        return;
    };
    let home = pos.players[player]
        .village
        .iter()
        .position(|v| v.def.kind == Kind::Home);
    let supply = super::position::in_play(pos);
    let me = &mut pos.players[player];
    match p.outlay {
        Some(Outlay::Skill(s)) => me.skills[s as usize] = me.skills[s as usize].saturating_sub(1),
        Some(Outlay::SkillAny | Outlay::SetAsideSkill) => {
            let s = gets
                .gives_skill
                .filter(|s| me.skills[*s as usize] > 0)
                .or_else(|| Skill::ALL.into_iter().find(|s| me.skills[*s as usize] > 0));
            if let Some(s) = s {
                me.skills[s as usize] -= 1;
            }
        }
        Some(Outlay::DiscardWorker | Outlay::WorkerToBag(_)) => {
            let want = match p.outlay {
                Some(Outlay::WorkerToBag(Some(c))) => Some(c),
                _ => gets.gives_worker,
            };
            if let Some(c) = want.filter(|c| me.workers[*c as usize] > 0) {
                me.workers[c as usize] -= 1;
            }
        }
        None => {}
    }
    let mut resources = [0u32; 4];
    for o in &p.outputs {
        match (o.product, o.count) {
            (Product::Resource(r), Some(n)) => resources[r as usize] += n,
            (Product::GreenWorker, n) => {
                let n = gets
                    .workers
                    .map(|w| w[Colour::Green as usize])
                    .or(n)
                    .unwrap_or(0)
                    .min(supply.greens_left());
                pos.players[player].workers[Colour::Green as usize] += n;
            }
            (Product::BagWorker, _) => {
                if let Some(w) = gets.workers {
                    add(&mut pos.players[player].workers, w);
                }
            }
            (Product::Skill, _) => {
                if let Some(s) = gets.skills {
                    add(&mut pos.players[player].skills, s);
                }
            }
            _ => {}
        }
    }
    if let Some(r) = gets.resources {
        resources = r;
    }
    let made = p
        .outputs
        .iter()
        .any(|o| matches!(o.product, Product::Resource(_) | Product::WoodStoneOrIron));
    if made {
        for r in Resource::ALL {
            resources[r as usize] = resources[r as usize].min(supply.resources_left(r));
        }
        let dest = match production::destination(player, tile) {
            production::Destination::ProducingTile => Some(tile),
            production::Destination::HomeTile => {
                home.map(|index| TileRef::Village { player, index })
            }
        };
        if let Some(d) = dest {
            add(&mut tile_mut(pos, d).resources, resources);
        }
    }
}

/// Carries resources and flips upgraded tiles (the move was judged legal).
fn transport(
    pos: &mut Position,
    player: usize,
    t: &super::position::TransportMove,
    events: &mut Events,
) {
    let options = pos.options;
    let me: &mut Player = &mut pos.players[player];
    for c in &t.carries {
        let (Spot::Hex(from), Spot::Hex(to)) = (c.from, c.to) else {
            continue;
        };
        let r = c.resource as usize;
        if let Some(f) = me.village.iter_mut().find(|x| x.at == Some(from)) {
            f.resources[r] = f.resources[r].saturating_sub(c.count);
        }
        if let Some(d) = me.village.iter_mut().find(|x| x.at == Some(to)) {
            d.resources[r] += c.count;
        }
    }
    for u in &t.upgrades {
        let Spot::Hex(at) = u.spot else { continue };
        let Some(tile) = me.village.iter_mut().find(|x| x.at == Some(at)) else {
            continue;
        };
        if let Some(cost) = tile.printed.cost {
            for r in 0..4 {
                tile.resources[r] = tile.resources[r].saturating_sub(u32::from(cost.resources[r]));
            }
            let mut any = u32::from(cost.any);
            for r in 0..4 {
                let used = any.min(tile.resources[r]);
                tile.resources[r] -= used;
                any -= used;
            }
            for s in 0..3 {
                me.skills[s] = me.skills[s].saturating_sub(u32::from(cost.skills[s]));
            }
        }
        tile.face = Face::Upgraded;
        tile.printed = printed_from_catalogue(tile.def, Face::Upgraded, &options);
        events.push((
            rule::KF_UPGRADE_WHICH_TILES,
            Message::new(msg::KF_EVENT_UPGRADED).key_arg("tile", tile_key(tile.def)),
        ));
    }
}

impl Game {
    /// A game at the start of spring: `position` (season spring, the spring tiles and the
    /// turn-order tiles on offer), the boats with their spring contents, which turn-order tile
    /// shows the start-player icon, and the summer and autumn to come.
    pub fn new(
        position: Position,
        boats: Vec<Boat>,
        start_tile: Vec<u8>,
        upcoming: Vec<SeasonStart>,
    ) -> Game {
        let mut g = Game {
            position,
            boats,
            bag: [0; 4],
            pile: [0; 3],
            start_tile,
            stage: Stage::Over,
            pending: Vec::new(),
            next_start: 0,
            upcoming,
            unwritten: None,
        };
        // The bag holds every blue, red and yellow worker not in play; the pile every skill.
        let held = g.held();
        for c in 0..3 {
            g.bag[c] = super::catalogue::WORKER_SUPPLY[c].saturating_sub(held.0[c]);
        }
        for s in 0..3 {
            g.pile[s] = super::catalogue::SKILL_SUPPLY[s].saturating_sub(held.1[s]);
        }
        let start = g.start_player();
        g.next_start = start;
        g.stage = match g.position.season {
            Season::Winter => Stage::WinterChoice {
                chosen: vec![None; g.position.players.len()],
            },
            Season::End => Stage::Over,
            _ => Stage::Turns {
                turn: start,
                passes: 0,
            },
        };
        g
    }

    /// What is wrong with the table a game starts from, besides the position's own problems
    /// (`keyflower::check`): as many boats as players, each in play for the table and used
    /// once (`kf.setup.boats`).
    pub fn setup_problems(&self) -> Vec<Problem> {
        let n = self.position.table_size;
        let mut out = Vec::new();
        if self.boats.len() != n {
            out.push(Problem::error(
                rule::KF_SETUP_BOATS,
                Subject::Position,
                Message::new(msg::KF_PROBLEM_BOAT_COUNT)
                    .arg("count", self.boats.len())
                    .arg("players", n),
            ));
        }
        for (i, b) in self.boats.iter().enumerate() {
            if usize::from(b.def.min_players) > n {
                out.push(Problem::error(
                    rule::KF_SETUP_BOATS,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_BOAT_PLAYERS)
                        .key_arg("tile", tile_key(b.def))
                        .arg("min", i64::from(b.def.min_players))
                        .arg("count", n),
                ));
            }
            if self.boats[..i].iter().any(|o| o.def == b.def) {
                out.push(Problem::error(
                    rule::KF_SETUP_UNIQUE_TILES,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_DUPLICATE_TILE).key_arg("tile", tile_key(b.def)),
                ));
            }
        }
        out
    }

    /// The workers and skills in play, boats included.
    fn held(&self) -> ([u32; 4], [u32; 3]) {
        let p = super::position::in_play(&self.position);
        let (mut w, mut s) = (p.workers, p.skills);
        for b in &self.boats {
            add(&mut w, b.workers);
            add(&mut s, b.skills);
        }
        (w, s)
    }

    /// The holder of the start-player marker (the first player when nobody holds it).
    pub fn start_player(&self) -> usize {
        self.position
            .players
            .iter()
            .position(|p| p.start_player)
            .unwrap_or(0)
    }

    fn players(&self) -> usize {
        self.position.players.len()
    }

    /// Plays one action: every reason it is illegal, or what happened (the use's products,
    /// the season's end, the next season).
    pub fn act(&mut self, action: &Action) -> Result<Events, Vec<Problem>> {
        let player = action.player();
        if player >= self.players() {
            return Err(vec![problem(
                rule::KF_SEASON_TURNS,
                Message::new(msg::KF_PROBLEM_NO_SUCH_PLAYER),
            )]);
        }
        let name = self.position.players[player].name.clone();
        match (&self.stage.clone(), action) {
            (Stage::Over, _) => Err(vec![problem(
                rule::KF_END_GAME_OVER,
                Message::new(msg::KF_PROBLEM_GAME_OVER),
            )]),
            (Stage::WinterChoice { chosen }, Action::Winter(p, tiles)) => {
                self.choose_winter(chosen.clone(), *p, tiles)
            }
            (Stage::WinterChoice { .. }, _) => Err(vec![problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_CHOICE_FIRST).arg("player", name),
            )]),
            (Stage::Turns { turn, .. }, _) if player != *turn => {
                // Every reason: out of turn, and whatever else is wrong with the move.
                let mut problems = vec![problem(
                    rule::KF_SEASON_TURNS,
                    Message::new(msg::KF_PROBLEM_NOT_YOUR_TURN)
                        .arg("player", name)
                        .arg("turn", self.position.players[*turn].name.as_str()),
                )];
                if let Action::Move(mv, _) = action {
                    if !matches!(mv.kind, MoveKind::Place(_)) {
                        problems.extend(super::adjudicate(&self.position, mv).problems);
                    }
                }
                Err(problems)
            }
            (Stage::Turns { passes, .. }, Action::Pass(_)) => {
                let passes = passes + 1;
                let mut events = vec![(
                    rule::KF_SEASON_TURNS,
                    Message::new(msg::KF_EVENT_PASS).arg("player", name),
                )];
                if passes >= self.players() {
                    events.extend(self.end_season());
                } else {
                    self.stage = Stage::Turns {
                        turn: (player + 1) % self.players(),
                        passes,
                    };
                }
                Ok(events)
            }
            (Stage::Turns { .. }, Action::Move(mv, gets)) => {
                if matches!(mv.kind, MoveKind::Place(_)) {
                    return Err(vec![problem(
                        rule::KF_VILLAGE_EXPAND,
                        Message::new(msg::KF_PROBLEM_PLACE_DURING_SEASON),
                    )]);
                }
                if let MoveKind::Use(pl) = &mv.kind {
                    let verdict = super::adjudicate(&self.position, mv);
                    let mut problems = verdict.problems;
                    problems.extend(use_problems(&self.position, player, pl.tile, gets));
                    problems.extend(self.draw_problems(gets));
                    if !problems.is_empty() {
                        return Err(problems);
                    }
                }
                let before = self.position.clone();
                let (verdict, after) = advance(&self.position, mv, gets);
                let Some((pos, events)) = after else {
                    return Err(verdict.problems);
                };
                self.position = pos;
                self.account_bag(&before, mv, gets);
                self.stage = Stage::Turns {
                    turn: (player + 1) % self.players(),
                    passes: 0,
                };
                Ok(events)
            }
            (Stage::Turns { .. }, _) => Err(vec![problem(
                rule::KF_SEASON_TURNS,
                Message::new(msg::KF_PROBLEM_NOT_NOW).arg("player", name),
            )]),
            (Stage::Boats { order, done, taken }, Action::Boat(p, def, gets)) => {
                let (order, done) = (order.clone(), *done);
                if let Some(k) = taken.iter().position(|t| t == def) {
                    return Err(vec![self.boat_taken(def, order[k])]);
                }
                if order[done] != *p {
                    return Err(vec![problem(
                        self.boat_rule(),
                        Message::new(msg::KF_PROBLEM_BOAT_TURN)
                            .arg("player", name)
                            .arg("turn", self.position.players[order[done]].name.as_str()),
                    )]);
                }
                self.take_boat(order, done, *p, def, gets)
            }
            // Not a boat choice: whoever acts, the one choosing now is named once.
            (Stage::Boats { order, done, .. }, _) => Err(vec![problem(
                self.boat_rule(),
                Message::new(msg::KF_PROBLEM_BOAT_CHOOSE_NOW)
                    .arg("turn", self.position.players[order[*done]].name.as_str()),
            )]),
            (Stage::Placing, Action::Move(mv, _)) if matches!(mv.kind, MoveKind::Place(_)) => {
                self.place(mv)
            }
            (Stage::Placing, _) => Err(vec![problem(
                rule::KF_VILLAGE_EXPAND,
                Message::new(msg::KF_PROBLEM_PLACING_FIRST).arg("player", name),
            )]),
        }
    }

    /// The rule boats are chosen by at this season's end: the boat tiles themselves at the
    /// end of winter, the boats' contents before.
    fn boat_rule(&self) -> &'static str {
        if self.position.season == Season::Winter {
            rule::KF_WINTER_ONE_BOAT
        } else {
            rule::KF_END_BOAT_CONTENTS
        }
    }

    /// Choosing a boat `by` has already chosen this season: at the end of winter its tile
    /// is theirs, before it its contents were.
    fn boat_taken(&self, def: &TileDef, by: usize) -> Problem {
        if self.position.season == Season::Winter {
            problem(
                rule::KF_WINTER_ONE_BOAT,
                Message::new(msg::KF_PROBLEM_BOAT_TILE_TAKEN)
                    .key_arg("tile", tile_key(def))
                    .arg("player", self.position.players[by].name.as_str()),
            )
        } else {
            problem(
                rule::KF_END_BOAT_CONTENTS,
                Message::new(msg::KF_PROBLEM_BOAT_CHOSEN).key_arg("tile", tile_key(def)),
            )
        }
    }

    /// Why `player` may not place `def` now, when it is not among the tiles they won this
    /// season: another player won it (or took that boat), a turn-order tile or a boat before
    /// the end of winter, a second boat, a tile already placed, or a tile they did not win.
    fn not_pending(&self, player: usize, def: &TileDef) -> Problem {
        let pos = &self.position;
        let tile = tile_key(def);
        let winter = pos.season == Season::Winter;
        let boat_of = |p: usize| {
            let pending = self
                .pending
                .iter()
                .find(|(q, t)| *q == p && t.def.kind == Kind::Boat);
            pending.map(|(_, t)| t.def).or_else(|| {
                pos.players[p]
                    .village
                    .iter()
                    .find(|t| t.def.kind == Kind::Boat)
                    .map(|t| t.def)
            })
        };
        if let Some((other, _)) = self
            .pending
            .iter()
            .find(|(q, t)| *q != player && t.def == def)
        {
            return if def.kind == Kind::Boat {
                self.boat_taken(def, *other)
            } else {
                problem(
                    rule::KF_VILLAGE_WON_TILES,
                    Message::new(msg::KF_PROBLEM_PLACE_WON_BY)
                        .key_arg("tile", tile)
                        .arg("player", pos.players[*other].name.as_str()),
                )
            };
        }
        if def.kind == Kind::TurnOrder && !winter {
            return problem(
                rule::KF_VILLAGE_TURN_ORDER_WINTER,
                Message::new(msg::KF_PROBLEM_PLACE_TURN_ORDER).key_arg("tile", tile),
            );
        }
        if def.kind == Kind::Boat && !winter {
            return problem(
                rule::KF_WINTER_ONE_BOAT,
                Message::new(msg::KF_PROBLEM_PLACE_BOAT_SEASON).key_arg("tile", tile),
            );
        }
        let owner = match pos.find(def.key) {
            Some(TileRef::Village { player: owner, .. }) => Some(owner),
            _ => None,
        };
        if def.kind == Kind::Boat {
            if let Some(owner) = owner.filter(|o| *o != player) {
                return self.boat_taken(def, owner);
            }
            if let Some(held) = boat_of(player).filter(|held| *held != def) {
                return problem(
                    rule::KF_WINTER_ONE_BOAT,
                    Message::new(msg::KF_PROBLEM_PLACE_SECOND_BOAT)
                        .key_arg("tile", tile)
                        .key_arg("held", tile_key(held)),
                );
            }
        }
        if owner.is_some() {
            return problem(
                rule::KF_VILLAGE_EXPAND,
                Message::new(msg::KF_PROBLEM_PLACE_ALREADY_PLACED).key_arg("tile", tile),
            );
        }
        problem(
            rule::KF_VILLAGE_WON_TILES,
            Message::new(msg::KF_PROBLEM_PLACE_NOT_YOURS)
                .key_arg("tile", tile)
                .arg("player", pos.players[player].name.as_str()),
        )
    }

    /// Draws the bag or the pile cannot give: more workers of a colour than the bag holds,
    /// more skills of a type than the pile (green workers come from the supply).
    fn draw_problems(&self, gets: &Gets) -> Vec<Problem> {
        let short = |want: u32, left: u32, what: String| {
            (want > left).then(|| {
                problem(
                    rule::KF_USE_BENEFIT,
                    Message::new(msg::KF_PROBLEM_BAG_SHORT)
                        .arg("count", want)
                        .arg("left", left)
                        .key_arg("what", what),
                )
            })
        };
        let mut out = Vec::new();
        if let Some(w) = gets.workers {
            for c in [Colour::Blue, Colour::Red, Colour::Yellow] {
                let what = format!("kf-colour-{}", c.key());
                out.extend(short(w[c as usize], self.bag[c as usize], what));
            }
        }
        if let Some(s) = gets.skills {
            for k in Skill::ALL {
                let what = format!("kf-skill-{}", k.key());
                out.extend(short(s[k as usize], self.pile[k as usize], what));
            }
        }
        out
    }

    /// Keeps the bag and the pile in step with a legal move: drawn workers and skills leave
    /// them, discarded workers and returned skills go back.
    fn account_bag(&mut self, before: &Position, mv: &Move, gets: &Gets) {
        let MoveKind::Use(pl) = &mv.kind else { return };
        let t = before.tile(pl.tile);
        let Some(p) = production::production(t.def, t.face) else {
            return;
        };
        let me_before = &before.players[mv.player];
        let me_after = &self.position.players[mv.player];
        for o in &p.outputs {
            match o.product {
                Product::BagWorker => {
                    if let Some(w) = gets.workers {
                        take(&mut self.bag, w);
                    }
                }
                Product::Skill => {
                    if let Some(s) = gets.skills {
                        for i in 0..3 {
                            self.pile[i] = self.pile[i].saturating_sub(s[i]);
                        }
                    }
                }
                _ => {}
            }
        }
        match p.outlay {
            Some(Outlay::DiscardWorker | Outlay::WorkerToBag(_)) => {
                // The worker given is the one the screen lost beyond those placed: into the
                // bag, after the draw.
                let placed = from_screen(before, mv.player, pl);
                for c in 0..4 {
                    let drawn = gets.workers.map_or(0, |w| w[c]);
                    self.bag[c] += (me_before.workers[c] + drawn)
                        .saturating_sub(placed[c])
                        .saturating_sub(me_after.workers[c]);
                }
            }
            Some(Outlay::SkillAny | Outlay::SetAsideSkill | Outlay::Skill(_)) => {
                for s in 0..3 {
                    let drawn = gets.skills.map_or(0, |x| x[s]);
                    let returned = (me_before.skills[s] + drawn).saturating_sub(me_after.skills[s]);
                    self.pile[s] += returned;
                }
            }
            None => {}
        }
    }

    fn choose_winter(
        &mut self,
        mut chosen: Vec<Option<Vec<&'static TileDef>>>,
        p: usize,
        tiles: &[&'static TileDef],
    ) -> Result<Events, Vec<Problem>> {
        let me = &self.position.players[p];
        let mut problems = Vec::new();
        if chosen[p].is_some() {
            problems.push(problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_CHOSEN).arg("player", me.name.as_str()),
            ));
        }
        if tiles.is_empty() {
            problems.push(problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_NONE).arg("player", me.name.as_str()),
            ));
        }
        for (i, t) in tiles.iter().enumerate() {
            if !me.winter_tiles.contains(t) || tiles[..i].contains(t) {
                problems.push(problem(
                    rule::KF_SEASON_WINTER_CHOICE,
                    Message::new(msg::KF_PROBLEM_WINTER_NOT_DEALT)
                        .arg("player", me.name.as_str())
                        .key_arg("tile", tile_key(t)),
                ));
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        chosen[p] = Some(tiles.to_vec());
        let mut events = vec![(
            rule::KF_SEASON_WINTER_CHOICE,
            Message::new(msg::KF_EVENT_WINTER_CHOSEN)
                .arg("player", me.name.as_str())
                .arg("count", tiles.len()),
        )];
        if chosen.iter().all(Option::is_some) {
            // Revealed together, shuffled and laid out; the rest go back to the box.
            for sel in chosen.iter().flatten() {
                for def in sel {
                    let t = new_tile(def, &self.position);
                    self.position.offer.push(t);
                }
            }
            for pl in &mut self.position.players {
                pl.winter_tiles.clear();
            }
            renumber(&mut self.position);
            let start = self.start_player();
            self.stage = Stage::Turns {
                turn: start,
                passes: 0,
            };
            events.push((
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_EVENT_WINTER_OUT).arg(
                    "count",
                    self.position
                        .offer
                        .iter()
                        .filter(|t| t.def.kind == Kind::Winter)
                        .count(),
                ),
            ));
        } else {
            self.stage = Stage::WinterChoice { chosen };
        }
        Ok(events)
    }

    /// The end of the season, steps 1 to 5 of the rulebook up to the boat choices.
    fn end_season(&mut self) -> Events {
        let season = self.position.season;
        let mut events: Events = vec![(
            rule::KF_SEASON_TURNS,
            Message::new(msg::KF_EVENT_SEASON_END)
                .key_arg("season", format!("kf-kind-{}", season.key())),
        )];
        let n = self.players();
        let pos = &mut self.position;
        return_losing_bids(pos, &mut events);
        let kept = box_unbid_tiles(pos, &mut self.bag, &mut events);
        let start = pos.players.iter().position(|p| p.start_player).unwrap_or(0);
        let Won {
            mut to_place,
            mut turn_order,
        } = collect_won(pos, kept, &mut self.bag, &mut events);
        to_place.sort_by_key(|(p, _)| (p + n - start) % n);
        home_workers(pos, &mut events);
        // 5. The order of choosing boats: the turn-order winners by tile number, one boat
        //    each, then the others clockwise from the new start player.
        turn_order.sort();
        // The highest numbered start-player tile won decides (rulebook: "the highest numbered
        // start player tile").
        let new_start = turn_order
            .iter()
            .filter(|(n, _)| self.start_tile.contains(n))
            .max_by_key(|(n, _)| *n)
            .map(|(_, p)| *p);
        let order = boat_order(&turn_order, new_start.unwrap_or(start), n);
        if season == Season::Winter {
            if let Some(p) = new_start {
                pos.players[p].won_winter_start_tile = true;
            }
        }
        // The start-player marker: to the start tile's winner, else to the left.
        self.next_start = new_start.unwrap_or((start + 1) % n);
        self.pending = to_place;
        renumber(pos);
        events.push((
            rule::KF_END_BOAT_CONTENTS,
            Message::new(msg::KF_EVENT_BOAT_ORDER).arg(
                "players",
                order
                    .iter()
                    .map(|p| self.position.players[*p].name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        ));
        self.stage = Stage::Boats {
            order,
            done: 0,
            taken: Vec::new(),
        };
        events
    }

    fn take_boat(
        &mut self,
        order: Vec<usize>,
        done: usize,
        p: usize,
        def: &'static TileDef,
        gets: &Gets,
    ) -> Result<Events, Vec<Problem>> {
        let Some(i) = self.boats.iter().position(|b| b.def == def) else {
            return Err(vec![problem(
                rule::KF_END_BOAT_CONTENTS,
                Message::new(msg::KF_PROBLEM_BOAT_GONE).key_arg("tile", tile_key(def)),
            )]);
        };
        let winter = self.position.season == Season::Winter;
        // Summer boat 1a: also draw 2 workers from the bag, if available (in winter after the
        // winning bids went into it: they are); 1b: 1 green worker from the supply, if any.
        let extra = match self.position.players[p].summer_boat(1) {
            Some(Face::A) => {
                let want = 2.min(self.bag[..3].iter().sum::<u32>());
                let drawn = gets.workers.unwrap_or([0; 4]);
                let problems = self.draw_problems(gets);
                if drawn[3] > 0 || drawn.iter().sum::<u32>() != want || !problems.is_empty() {
                    let mut problems = problems;
                    problems.push(problem(
                        rule::KF_SUMMER_BOAT_1A,
                        Message::new(msg::KF_PROBLEM_BOAT_1A).arg("count", want),
                    ));
                    return Err(problems);
                }
                take(&mut self.bag, drawn);
                Some((rule::KF_SUMMER_BOAT_1A, drawn))
            }
            Some(Face::B) => {
                let left = super::position::in_play(&self.position).greens_left();
                let held: u32 = self.boats.iter().map(|b| b.workers[3]).sum::<u32>() + self.bag[3];
                let greens = u32::from(left > held);
                Some((rule::KF_SUMMER_BOAT_1B, [0, 0, 0, greens]))
            }
            _ => None,
        };
        let boat = if winter {
            self.boats.remove(i)
        } else {
            let b = &mut self.boats[i];
            let taken = b.clone();
            b.workers = [0; 4];
            b.skills = [0; 3];
            taken
        };
        let me = &mut self.position.players[p];
        add(&mut me.workers, boat.workers);
        add(&mut me.skills, boat.skills);
        let extra_event = extra.map(|(rule, w)| {
            add(&mut me.workers, w);
            (
                rule,
                Message::new(msg::KF_EVENT_BOAT_EXTRA)
                    .arg("player", me.name.as_str())
                    .arg("count", w.iter().sum::<u32>()),
            )
        });
        let mut events: Events = vec![(
            if winter {
                rule::KF_WINTER_ONE_BOAT
            } else {
                rule::KF_END_BOAT_CONTENTS
            },
            Message::new(if winter {
                msg::KF_EVENT_BOAT_TILE
            } else {
                msg::KF_EVENT_BOAT_CONTENTS
            })
            .arg("player", me.name.as_str())
            .key_arg("tile", tile_key(def))
            .arg("workers", boat.workers.iter().sum::<u32>())
            .arg("skills", boat.skills.iter().sum::<u32>()),
        )];
        events.extend(extra_event);
        if winter {
            let mut t = new_tile(def, &self.position);
            t.printed.sea_breese = boat.sea_breese.map(|value| Value {
                value,
                conf: Conf::Rulebook,
                from_file: true,
            });
            self.pending.push((p, t));
        }
        if done + 1 < order.len() {
            let mut taken = match &self.stage {
                Stage::Boats { taken, .. } => taken.clone(),
                _ => Vec::new(),
            };
            taken.push(def);
            self.stage = Stage::Boats {
                order,
                done: done + 1,
                taken,
            };
        } else {
            events.extend(self.after_boats());
        }
        Ok(events)
    }

    /// Every boat is chosen: the marker moves, turn-order bids are in the bag; placing follows.
    fn after_boats(&mut self) -> Events {
        let start = self.next_start;
        for (i, p) in self.position.players.iter_mut().enumerate() {
            p.start_player = i == start;
        }
        // After winter there is no next season: the marker only moves to its holder at the end.
        let said = if self.position.season == Season::Winter {
            msg::KF_EVENT_MARKER_LAST
        } else {
            msg::KF_EVENT_START_PLAYER
        };
        let mut events = vec![(
            rule::KF_END_BOAT_CONTENTS,
            Message::new(said).arg("player", self.position.players[start].name.as_str()),
        )];
        if self.pending.is_empty() {
            events.extend(self.next_season());
        } else {
            self.stage = Stage::Placing;
        }
        events
    }

    fn place(&mut self, mv: &Move) -> Result<Events, Vec<Problem>> {
        let MoveKind::Place(pm) = &mv.kind else {
            return Err(Vec::new());
        };
        let Some(i) = self
            .pending
            .iter()
            .position(|(p, t)| *p == mv.player && t.def == pm.def)
        else {
            return Err(vec![self.not_pending(mv.player, pm.def)]);
        };
        let fit = super::village::fits(&self.position, mv.player, pm, Subject::Move);
        if !fit.is_legal() {
            return Err(fit.problems);
        }
        let (_, mut tile) = self.pending.remove(i);
        tile.at = Some(pm.at);
        tile.rotation = pm.rotation;
        tile.edges = Some(pm.edges);
        self.position.players[mv.player].village.push(tile);
        renumber(&mut self.position);
        let mut events: Events = vec![(
            rule::KF_VILLAGE_EXPAND,
            Message::new(msg::KF_EVENT_PLACED)
                .arg("player", self.position.players[mv.player].name.as_str())
                .key_arg("tile", tile_key(pm.def))
                .arg("q", pm.at.q)
                .arg("r", pm.at.r),
        )];
        if self.pending.is_empty() {
            events.extend(self.next_season());
        }
        Ok(events)
    }

    /// The next season begins: the boats turned and (summer, autumn) refilled, the season's
    /// tiles put out; after winter the game is over.
    fn next_season(&mut self) -> Events {
        let next = self.position.season.next();
        self.position.season = next;
        let mut events: Events = Vec::new();
        match next {
            Season::End => {
                self.stage = Stage::Over;
                events.push((
                    rule::KF_END_GAME_OVER,
                    Message::new(msg::KF_EVENT_GAME_OVER),
                ));
            }
            Season::Winter => {
                self.stage = Stage::WinterChoice {
                    chosen: vec![None; self.players()],
                };
                events.push((
                    rule::KF_SEASON_WINTER_CHOICE,
                    Message::new(msg::KF_EVENT_SEASON_START).key_arg("season", msg::KF_KIND_WINTER),
                ));
            }
            _ => {
                let found = self.upcoming.iter().position(|s| s.season == next);
                if found.is_none() {
                    self.unwritten = Some(next);
                }
                if let Some(i) = found {
                    let s = self.upcoming.remove(i);
                    self.position.offer.extend(s.offer);
                    for new in s.boats {
                        if let Some(b) = self.boats.iter_mut().find(|b| b.def == new.def) {
                            add(&mut b.workers, new.workers);
                            add(&mut b.skills, new.skills);
                            take(&mut self.bag, new.workers);
                            for k in 0..3 {
                                self.pile[k] = self.pile[k].saturating_sub(new.skills[k]);
                            }
                        }
                    }
                }
                renumber(&mut self.position);
                self.stage = Stage::Turns {
                    turn: self.start_player(),
                    passes: 0,
                };
                events.push((
                    rule::KF_SEASON_START_PLAYER,
                    Message::new(msg::KF_EVENT_SEASON_START)
                        .key_arg("season", format!("kf-kind-{}", next.key())),
                ));
            }
        }
        events
    }
}
