//! Bazaars: the auction at the end of a turn whose tile shows a bazaar, written as the move's
//! steps after the scoring, in the order they happen (JCloisterZone's `BazaarPhase`):
//!
//! - `bazaar-draw=TILE`, once per player: the tiles turned face up, in the order drawn;
//! - `bazaar-pick=TILE`: the next player without a bazaar tile, from the player after the
//!   mover on, picks one of them;
//! - `bazaar-bid=N`: the picker's opening bid (right after the pick; 0 allowed), then each
//!   raise, strictly higher, by the next player in turn who has no bazaar tile yet;
//! - `bazaar-pass`: that player does not raise (one round: each bids or passes once);
//! - `bazaar-buy` or `bazaar-sell`: the picker's choice once everyone has bid or passed, when
//!   someone raised (buying pays the highest bid to its bidder; selling takes it from the
//!   bidder, who gets the tile); when nobody raised, the picker buys at once and the bid is
//!   lost.
//!
//! The last player without a tile takes the last one for nothing. Under
//! `bazaar-no-auction: true` there are only picks. The points moved are `points` effects
//! under `bcb.bazaar.auction`; scores may go below 0.
//!
//! A bazaar tile laid in the first part of a builder's double turn starts its auction only
//! once the second part is over (JCloisterZone's `TilePhase` sets `BAZAAR_AUCTION`, the turn
//! part's clean-up keeps it, and `BazaarPhase` comes after the second part): the first part's
//! move writes no auction and leaves the mover's `bazaar: auction` at 1, and the second part's
//! move owes the auction (one, even when its own tile shows a bazaar too), then clears it.

use super::super::{MoveContext, PlayerStateDef, StepContext, StepTime, Taken};
use crate::carcassonne::board::{Board, Placed};
use crate::carcassonne::catalogue::{FeatureMark, TileDefId};
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::abbey_and_mayor::abbey::is_abbey;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::problem::{Message, Problem, Subject};

use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The bazaar tiles each player holds from an auction, still to be laid (JCloisterZone's
/// bazaar turns). Not written, a player holds none.
pub const HELD: PlayerStateDef = PlayerStateDef {
    key: "bazaar",
    counters: &[
        (
            "held",
            "bazaar tiles the player bought or was given at an auction and has not laid yet (0 or 1)",
        ),
        (
            "auction",
            "1 on the player playing a builder's second turn part (extra_turn: true) whose first part laid a bazaar tile while nobody held one: the auction follows that second part; else 0",
        ),
    ],
    gain_rule: rule::BCB_BAZAAR_AUCTION,
    doc: "Bridges, Castles & Bazaars: the bazaar tile each player holds from an auction and lays in one of the turns after it, by colour or name; while anyone holds one, a bazaar tile laid starts no auction; `auction: 1` on the player in a builder's second turn part says its first part laid a bazaar tile, whose auction follows that part. Not written, nobody holds one and no auction is due.",
    each: "One player's bazaar tile still to lay, and the auction due after their builder's second turn part.",
    scored: None,
};

/// Counter `i` of `p`'s row of the `bazaar` block (0 when not written).
fn counter(setup: &Setup, p: PlayerId, i: usize) -> u32 {
    setup
        .player_state
        .rows(HELD.key)
        .get(p.index())
        .and_then(|row| row.get(i))
        .copied()
        .unwrap_or(0)
}

/// The bazaar tile `p` holds from an auction, still to lay (0 or 1).
fn held(setup: &Setup, p: PlayerId) -> u32 {
    counter(setup, p, 0)
}

/// Whether the first part of `p`'s builder's double turn laid a bazaar tile whose auction
/// follows the second part (`bazaar: auction`).
fn due(setup: &Setup, p: PlayerId) -> bool {
    counter(setup, p, 1) > 0
}

/// Whether the move so far earns a builder's second turn part: it is the first part, and an
/// auction its tile starts waits for the second (JCloisterZone's `BazaarPhase` runs after
/// `CleanUpTurnPartPhase`).
fn first_part(so_far: &MoveVerdict) -> bool {
    matches!(so_far.plays_again(), Some((true, _)))
}

/// Whether bazaar tiles of an earlier auction are still waiting to be laid: then a bazaar
/// tile laid starts no auction (and the tiles next laid come from the auction, not from the
/// box: Hills & Sheep's empty box asks).
pub(crate) fn waiting(setup: &Setup) -> bool {
    PlayerId::all(&setup.players).any(|p| held(setup, p) > 0)
}

/// No abbey is laid while the bazaar tiles of an auction are being laid (any player still
/// holds one), but in a builder's second turn part (JCloisterZone's `AbbeyPhase`).
pub(crate) fn check_move(
    setup: &Setup,
    _board: &Board,
    placed: &Placed,
    out: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    if !setup.rules.has(Expansion::BridgesCastlesAndBazaars)
        || !is_abbey(placed.tile())
        || setup.again
        || !waiting(setup)
    {
        return;
    }
    rules.push(rule::BCB_BAZAAR_AUCTION);
    out.push(Problem::error(
        rule::BCB_BAZAAR_AUCTION,
        Subject::MoveTile,
        Message::new(msg::PROBLEM_BCB_BAZAAR).arg("why", "abbey"),
    ));
}

/// Once the mover's turn is over, the bazaar tile they held is laid: after the move, or, when
/// the move earns a builder's second turn part, after that part (JCloisterZone clears the
/// bazaar's tiles when the whole turn is cleaned up, so a bazaar tile laid in that second
/// part after the last tile held starts no auction either). A bazaar tile laid in a first
/// part while nobody holds one leaves the auction due after the second part (`auction` +1);
/// the move after it (that second part) holds it and clears the counter (`auction` -1).
pub(crate) fn move_end(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::BridgesCastlesAndBazaars) {
        return;
    }
    let first = !m.again && first_part(verdict);
    if held(m.setup, m.player) > 0 && !first {
        verdict.push(Effect::PlayerState {
            player: m.player,
            key: HELD.key,
            amounts: vec![-1],
        });
    }
    let bazaar = m.board.tiles[m.new_tile]
        .tile()
        .marks
        .contains(FeatureMark::Bazaar);
    let change = match (first, due(m.setup, m.player)) {
        (true, false) if bazaar && !waiting(m.setup) => 1,
        (false, true) => -1,
        _ => return,
    };
    verdict.push(Effect::PlayerState {
        player: m.player,
        key: HELD.key,
        amounts: vec![0, change],
    });
}

/// A position's `auction` counters: at most 1, only on the player to move in a builder's
/// second turn part (`extra_turn: true`), and only while nobody holds a bazaar tile (a bazaar
/// tile laid while one is held starts no auction).
pub(crate) fn check_position(setup: &Setup, out: &mut Vec<Problem>) {
    for p in PlayerId::all(&setup.players) {
        let n = counter(setup, p, 1);
        if n == 0 {
            continue;
        }
        let why = if n > 1 {
            "auction-count"
        } else if !setup.again || p != setup.turn {
            "auction-turn"
        } else if waiting(setup) {
            "auction-held"
        } else {
            continue;
        };
        out.push(Problem::error(
            rule::BCB_BAZAAR_AUCTION,
            Subject::Player(p),
            Message::new(msg::PROBLEM_BCB_BAZAAR)
                .arg("why", why)
                .arg("player", setup.player_name(p))
                .arg("count", n),
        ));
    }
}

/// An auction as its steps so far have left it.
#[derive(Debug, Clone)]
struct Auction {
    /// How many players: as many tiles are turned up.
    players: usize,
    /// Whether the players only pick (`bazaar-no-auction: true`).
    no_bids: bool,
    /// The tiles turned up, in order.
    laid: Vec<TileDefId>,
    /// Who has each of them.
    owners: Vec<Option<PlayerId>>,
    /// Who picks now (or picked the tile on sale).
    picker: PlayerId,
    /// The tile on sale, once picked.
    item: Option<usize>,
    /// Whether the picker has opened with a bid.
    opened: bool,
    /// The highest bid and its bidder.
    price: u32,
    bidder: PlayerId,
    /// Who bids next; `None` once everyone has (the picker decides).
    next: Option<PlayerId>,
    /// Whether every tile has its owner.
    done: bool,
}

/// The points a step moves, per player (negative when paid).
type Moved = Vec<(PlayerId, i64)>;

/// Why an auction step cannot be: the message's `why`, the player it names, and what says why
/// in numbers and tiles (the bid refused, the highest bid and its bidder, who bids next, a
/// count of tiles, the tiles on offer), so that the message can give them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Refusal {
    why: &'static str,
    who: Option<PlayerId>,
    /// The bid refused (0 when none is).
    bid: u32,
    /// The highest bid so far and its bidder.
    high: Option<(u32, PlayerId)>,
    /// Who raises or passes next.
    next: Option<PlayerId>,
    /// Tiles counted: turned up so far (`laid-out`, `unfinished-draw`), of the one asked for
    /// in the box (`supply`), left to draw (`tiles`, `hills`); 0 when none are.
    count: usize,
    /// The tiles still for sale (`pick-not-laid`) or the tile on sale (`pick-now`).
    tiles: Vec<TileDefId>,
}

impl Refusal {
    fn new(why: &'static str, who: Option<PlayerId>) -> Refusal {
        Refusal {
            why,
            who,
            bid: 0,
            high: None,
            next: None,
            count: 0,
            tiles: Vec::new(),
        }
    }

    fn count(mut self, n: usize) -> Refusal {
        self.count = n;
        self
    }
}

impl Auction {
    /// The auction at the start: nobody has a tile, the player after `mover` picks first.
    fn new(players: usize, mover: PlayerId, no_bids: bool) -> Auction {
        let first = mover.next(players.max(1));
        Auction {
            players,
            no_bids,
            laid: Vec::new(),
            owners: Vec::new(),
            picker: first,
            item: None,
            opened: false,
            price: 0,
            bidder: first,
            next: None,
            done: false,
        }
    }

    fn has_tile(&self, p: PlayerId) -> bool {
        self.owners.contains(&Some(p))
    }

    /// The tiles turned up that nobody has yet.
    fn unsold(&self) -> Vec<TileDefId> {
        (0..self.laid.len())
            .filter(|&i| self.owners[i].is_none())
            .map(|i| self.laid[i])
            .collect()
    }

    /// A refusal of a bid, pass or decision, with where the bidding stands: the player it is
    /// about (who bids next, or the picker once everyone has), the highest bid and its
    /// bidder, and who bids next.
    fn standing(&self, why: &'static str) -> Refusal {
        let who = match why {
            "raise" => self.next,
            _ => Some(self.picker),
        };
        Refusal {
            high: Some((self.price, self.bidder)),
            next: self.next,
            ..Refusal::new(why, who)
        }
    }

    /// The next player after `from` without a tile who bids before the turn comes back to
    /// the picker.
    fn next_bidder(&self, from: PlayerId) -> Option<PlayerId> {
        let mut p = from;
        loop {
            p = p.next(self.players);
            if p == self.picker {
                return None;
            }
            if !self.has_tile(p) {
                return Some(p);
            }
        }
    }

    /// The tile on sale goes to `owner`; the next player without a tile picks, and the last
    /// one takes the last tile for nothing.
    fn sold(&mut self, owner: PlayerId) {
        if let Some(i) = self.item.take() {
            self.owners[i] = Some(owner);
        }
        self.opened = false;
        self.next = None;
        let left: Vec<usize> = (0..self.owners.len())
            .filter(|&i| self.owners[i].is_none())
            .collect();
        let mut p = self.picker;
        for _ in 0..self.players {
            p = p.next(self.players);
            if !self.has_tile(p) {
                break;
            }
        }
        self.picker = p;
        self.bidder = p;
        match left.as_slice() {
            [] => self.done = true,
            [last] => {
                self.owners[*last] = Some(p);
                self.done = true;
            }
            _ => {}
        }
    }

    /// Plays one step: the points it moves, or why it cannot be.
    fn play(
        &mut self,
        kind: ActionKind,
        param: ActionParam,
        box_left: &[TileDefId],
    ) -> Result<Moved, Refusal> {
        if self.done {
            return Err(Refusal::new("done", None));
        }
        if kind == ActionKind::BazaarTile {
            let ActionParam::Tile(t) = param else {
                return Err(Refusal::new("drawn", None));
            };
            if self.laid.len() >= self.players {
                return Err(Refusal::new("drawn", None));
            }
            let drawn = self.laid.iter().filter(|&&d| d == t).count();
            let in_box = box_left.iter().filter(|&&d| d == t).count();
            if in_box <= drawn {
                return Err(Refusal::new("supply", None).count(in_box));
            }
            self.laid.push(t);
            self.owners.push(None);
            return Ok(Vec::new());
        }
        if self.laid.len() < self.players {
            return Err(Refusal::new("laid-out", None).count(self.laid.len()));
        }
        let picker = self.picker;
        match (kind, self.item, param) {
            (k, None, ActionParam::Tile(t)) if k == ActionKind::BazaarPick => {
                let Some(i) =
                    (0..self.laid.len()).find(|&i| self.laid[i] == t && self.owners[i].is_none())
                else {
                    return Err(Refusal {
                        tiles: self.unsold(),
                        ..Refusal::new("pick-not-laid", Some(picker))
                    });
                };
                self.item = Some(i);
                if self.no_bids {
                    self.sold(picker);
                }
                Ok(Vec::new())
            }
            (k, Some(i), _) if k == ActionKind::BazaarPick => Err(Refusal {
                tiles: vec![self.laid[i]],
                ..Refusal::new("pick-now", Some(picker))
            }),
            (_, None, _) => Err(Refusal::new("bid-first", Some(picker))),
            _ if self.no_bids => Err(Refusal::new("no-bids", None)),
            (k, Some(_), ActionParam::Number(n)) if k == ActionKind::BazaarBid => {
                if !self.opened {
                    self.opened = true;
                    self.price = n;
                    self.bidder = picker;
                    self.next = self.next_bidder(picker);
                    return Ok(self.unraised());
                }
                let Some(b) = self.next else {
                    return Err(self.standing("decide-now"));
                };
                if n <= self.price {
                    return Err(Refusal {
                        bid: n,
                        ..self.standing("raise")
                    });
                }
                self.price = n;
                self.bidder = b;
                self.next = self.next_bidder(b);
                Ok(Vec::new())
            }
            (k, Some(_), _) if k == ActionKind::BazaarPass => {
                if !self.opened {
                    return Err(Refusal::new("open", Some(picker)));
                }
                let Some(b) = self.next else {
                    return Err(self.standing("decide-now"));
                };
                self.next = self.next_bidder(b);
                Ok(self.unraised())
            }
            (k, Some(_), _) => {
                if !self.opened {
                    return Err(Refusal::new("open", Some(picker)));
                }
                if self.next.is_some() || self.bidder == picker {
                    return Err(self.standing("decide"));
                }
                let (price, bidder) = (i64::from(self.price), self.bidder);
                if k == ActionKind::BazaarBuy {
                    self.sold(picker);
                    Ok(vec![(picker, -price), (bidder, price)])
                } else {
                    self.sold(bidder);
                    Ok(vec![(picker, price), (bidder, -price)])
                }
            }
        }
    }

    /// Once everyone has bid or passed and nobody raised: the picker buys at the opening
    /// bid, which is lost.
    fn unraised(&mut self) -> Moved {
        if self.next.is_some() || self.bidder != self.picker {
            return Vec::new();
        }
        let (picker, price) = (self.picker, i64::from(self.price));
        self.sold(picker);
        if price == 0 {
            Vec::new()
        } else {
            vec![(picker, -price)]
        }
    }
}

/// Whether a step is one of the auction's.
fn auction_step(kind: ActionKind) -> bool {
    [
        ActionKind::BazaarTile,
        ActionKind::BazaarPick,
        ActionKind::BazaarBid,
        ActionKind::BazaarPass,
        ActionKind::BazaarBuy,
        ActionKind::BazaarSell,
    ]
    .contains(&kind)
}

/// Why no auction follows the move, if none does: its tile shows no bazaar (and the first
/// part of the mover's double turn left none due), the tiles of an earlier auction are still
/// waiting, it is the first part of a builder's double turn (the auction waits for the
/// second), fewer than two play, or fewer tiles are left than players (those hidden under
/// hills left out).
fn no_auction(step: &StepContext, so_far: &MoveVerdict) -> Option<&'static str> {
    let tile = step.board.tiles[step.new_tile].tile();
    if !tile.marks.contains(FeatureMark::Bazaar) && !due(step.setup, step.player) {
        return Some("trigger");
    }
    if waiting(step.setup) {
        return Some("waiting");
    }
    if first_part(so_far) {
        return Some("builder");
    }
    let n = step.setup.players.len();
    if n < 2 {
        return Some("players");
    }
    // The tiles the hills hid do not count (JCloisterZone's `TilePack.size()`), though the
    // tiles turned up may be any still in the box.
    if crate::carcassonne::game_end::tiles_to_draw(step.setup) < n {
        let box_left = crate::carcassonne::game_end::tiles_left(step.setup).len();
        return Some(if box_left < n { "tiles" } else { "hills" });
    }
    None
}

/// The auction after the steps `steps` (those of the auction among them, in order), with
/// the points each moved, or the index of the first that cannot be and why.
fn replayed(
    step: &StepContext,
    steps: &[(ActionKind, ActionParam)],
) -> Result<(Auction, Vec<Moved>), (usize, Refusal)> {
    let no_bids = step.setup.rules.option_value(super::NO_AUCTION.key) == Some("true");
    let mut auction = Auction::new(step.setup.players.len(), step.player, no_bids);
    let left = crate::carcassonne::game_end::tiles_left(step.setup);
    let mut moved = Vec::new();
    for (i, &(kind, param)) in steps.iter().enumerate() {
        if !auction_step(kind) {
            continue;
        }
        moved.push(auction.play(kind, param, &left).map_err(|r| (i, r))?);
    }
    Ok((auction, moved))
}

/// The message refusing an auction step, with the amounts that say why.
fn refusal(step: &StepContext, r: Refusal) -> Problem {
    let name = |p: Option<PlayerId>| p.map_or_else(String::new, |p| step.setup.player_name(p));
    let id = |t: TileDefId| {
        crate::carcassonne::catalogue::Catalogue::get()
            .tile(t)
            .id
            .to_string()
    };
    let tile = match step.param {
        ActionParam::Tile(t) => id(t),
        _ => String::new(),
    };
    let (high, bidder) = r.high.map_or((0, None), |(n, b)| (n, Some(b)));
    let tiles: Vec<String> = r.tiles.iter().map(|&t| id(t)).collect();
    Problem::error(
        rule::BCB_BAZAAR_AUCTION,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_BCB_BAZAAR)
            .arg("why", r.why)
            .arg("player", name(r.who))
            .arg("tile", tile)
            .arg("players", step.setup.players.len())
            .arg("bid", r.bid)
            .arg("high", high)
            .arg("least", high + 1)
            .arg("bidder", name(bidder))
            .arg("next", name(r.next))
            .arg("count", r.count)
            .arg("tiles", tiles.join(", ")),
    )
}

/// Why no auction follows, as a refusal: with the tiles left to draw when too few are.
fn no_auction_refusal(step: &StepContext, why: &'static str) -> Refusal {
    let r = Refusal::new(why, None);
    match why {
        "tiles" => r.count(crate::carcassonne::game_end::tiles_left(step.setup).len()),
        "hills" => r.count(crate::carcassonne::game_end::tiles_to_draw(step.setup)),
        _ => r,
    }
}

/// The move's steps up to this one, this one (`kind`) last.
fn so_far(kind: ActionKind, step: &StepContext) -> Vec<(ActionKind, ActionParam)> {
    let mut all = step.earlier.to_vec();
    all.push((kind, step.param));
    all
}

/// An auction step of `kind`: the move's tile starts an auction, and the step follows from
/// the ones before it (a step before it that could not be was refused already).
pub(crate) fn check(
    kind: ActionKind,
    step: &StepContext,
    verdict: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BCB_BAZAAR_AUCTION);
    if let Some(why) = no_auction(step, verdict) {
        if why == "hills" {
            rules.push(rule::HS_HILL_HIDDEN);
        }
        if !step.earlier.iter().any(|&(k, _)| auction_step(k)) {
            problems.push(refusal(step, no_auction_refusal(step, why)));
        }
        return None;
    }
    let all = so_far(kind, step);
    if let Err((i, r)) = replayed(step, &all) {
        if i + 1 == all.len() {
            problems.push(refusal(step, r));
        }
    }
    None
}

/// The points an auction step of `kind` moves (a buy or sale, a bid lost).
pub(crate) fn apply(kind: ActionKind, step: &StepContext, verdict: &mut MoveVerdict) {
    let Ok((auction, moved)) = replayed(step, &so_far(kind, step)) else {
        return;
    };
    // The step that ends the auction: every player holds a bazaar tile.
    let before = replayed(step, step.earlier).is_ok_and(|(a, _)| a.done);
    if auction.done && !before {
        for p in PlayerId::all(&step.setup.players) {
            verdict.push(Effect::PlayerState {
                player: p,
                key: HELD.key,
                amounts: vec![1],
            });
        }
    }
    for &(player, points) in moved.last().into_iter().flatten() {
        if points != 0 {
            verdict.push(Effect::Points {
                player,
                points,
                rule: rule::BCB_BAZAAR_AUCTION,
            });
        }
    }
}

/// What the move owes once its steps after the scoring are judged (`step.earlier` holds
/// them all): a bazaar tile laid while no earlier auction's tiles are waiting starts an
/// auction (after the second part of a builder's double turn when laid in the first), which
/// must be written and end with every tile owned (under `bazaar-no-auction: true`, picks
/// only).
pub(crate) fn owed(step: &StepContext, so_far: &MoveVerdict, when: StepTime) -> Option<Problem> {
    if when != StepTime::AfterScoring
        || !step.setup.rules.has(Expansion::BridgesCastlesAndBazaars)
        || no_auction(step, so_far).is_some()
    {
        return None;
    }
    if !step.earlier.iter().any(|&(k, _)| auction_step(k)) {
        // Under `bazaar-no-auction: true` the picks may go unwritten: no points move.
        let no_bids = step.setup.rules.option_value(super::NO_AUCTION.key) == Some("true");
        let why = if due(step.setup, step.player) {
            "owed-part"
        } else {
            "owed"
        };
        return (!no_bids).then(|| refusal(step, Refusal::new(why, None)));
    }
    match replayed(step, step.earlier) {
        Ok((auction, _)) if !auction.done => Some(if auction.laid.len() < auction.players {
            refusal(
                step,
                Refusal::new("unfinished-draw", None).count(auction.laid.len()),
            )
        } else {
            refusal(
                step,
                Refusal::new("unfinished", Some(auction.next.unwrap_or(auction.picker))),
            )
        }),
        _ => None,
    }
}

/// Whose turn it is in an auction, and for what (`auction_turn`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionTurn {
    /// Fewer tiles are turned up than players.
    Draw,
    /// The player picks one of the tiles turned up (and opens its bidding).
    Pick(PlayerId),
    /// The player raises or passes.
    Bid(PlayerId),
    /// The picker buys or sells.
    Decide(PlayerId),
    /// Every tile has its owner.
    Over,
}

/// Each tile turned up in an auction, and its owner once it has one.
pub type AuctionOwners = Vec<(TileDefId, Option<PlayerId>)>;

/// Where an auction stands after its steps `steps` (its own, in order) among `players`
/// players, `mover` having laid the bazaar tile, with each tile turned up and its owner so
/// far; `None` when a step cannot be. The JCloisterZone import asks it, since a save's bid
/// does not say whether it opens or raises.
pub fn auction_turn(
    players: usize,
    mover: PlayerId,
    no_bids: bool,
    steps: &[(ActionKind, ActionParam)],
) -> Option<(AuctionTurn, AuctionOwners)> {
    let mut auction = Auction::new(players, mover, no_bids);
    // Any tile may be turned up here: the supply is not what is asked.
    let turned: Vec<TileDefId> = steps
        .iter()
        .filter_map(|&(k, p)| match (k, p) {
            (ActionKind::BazaarTile, ActionParam::Tile(t)) => Some(t),
            _ => None,
        })
        .collect();
    for &(kind, param) in steps.iter().filter(|(k, _)| auction_step(*k)) {
        auction.play(kind, param, &turned).ok()?;
    }
    let turn = if auction.done {
        AuctionTurn::Over
    } else if auction.laid.len() < auction.players {
        AuctionTurn::Draw
    } else if auction.item.is_none() {
        AuctionTurn::Pick(auction.picker)
    } else {
        match auction.next {
            Some(b) if auction.opened => AuctionTurn::Bid(b),
            _ if !auction.opened => AuctionTurn::Bid(auction.picker),
            _ => AuctionTurn::Decide(auction.picker),
        }
    };
    let owned = auction.laid.iter().copied().zip(auction.owners).collect();
    Some((turn, owned))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::Catalogue;

    fn tile(id: &str) -> TileDefId {
        Catalogue::get().index_of(id).unwrap()
    }

    fn player(i: usize) -> PlayerId {
        PlayerId::all(&[(); 3]).nth(i).unwrap()
    }

    /// Three players, the first moved: the second picks first, the third and first bid.
    #[test]
    fn a_three_player_auction_goes_round_and_the_last_tile_is_free() {
        let (a, b, c) = (tile("BA/L"), tile("BA/C"), tile("BA/RRR"));
        let left = vec![a, b, c];
        let mut auction = Auction::new(3, player(0), false);
        for t in [a, b, c] {
            assert_eq!(
                auction.play(ActionKind::BazaarTile, ActionParam::Tile(t), &left),
                Ok(vec![])
            );
        }
        // A fourth tile is one too many.
        let mut extra = auction.clone();
        assert!(extra
            .play(ActionKind::BazaarTile, ActionParam::Tile(a), &left)
            .is_err());
        let play = |au: &mut Auction, k: ActionKind, p: ActionParam| au.play(k, p, &left);
        assert_eq!(
            play(&mut auction, ActionKind::BazaarPick, ActionParam::Tile(b)),
            Ok(vec![])
        );
        assert_eq!(
            play(&mut auction, ActionKind::BazaarBid, ActionParam::Number(1)),
            Ok(vec![])
        );
        // The third player raises, the first does not go lower.
        assert_eq!(
            play(&mut auction, ActionKind::BazaarBid, ActionParam::Number(4)),
            Ok(vec![])
        );
        assert_eq!(
            play(&mut auction, ActionKind::BazaarBid, ActionParam::Number(4)),
            Err(Refusal {
                bid: 4,
                high: Some((4, player(2))),
                next: Some(player(0)),
                ..Refusal::new("raise", Some(player(0)))
            })
        );
        assert_eq!(
            play(&mut auction, ActionKind::BazaarPass, ActionParam::None),
            Ok(vec![])
        );
        // The picker sells to the third player, and picks again after the first.
        assert_eq!(
            play(&mut auction, ActionKind::BazaarSell, ActionParam::None),
            Ok(vec![(player(1), 4), (player(2), -4)])
        );
        assert_eq!(auction.picker, player(0));
        assert_eq!(
            play(&mut auction, ActionKind::BazaarPick, ActionParam::Tile(a)),
            Ok(vec![])
        );
        assert_eq!(
            play(&mut auction, ActionKind::BazaarBid, ActionParam::Number(0)),
            Ok(vec![])
        );
        // The second player passes; nobody raised: the first buys at 0, the second takes
        // the last tile for nothing.
        assert_eq!(
            play(&mut auction, ActionKind::BazaarPass, ActionParam::None),
            Ok(vec![])
        );
        assert!(auction.done);
        assert_eq!(
            auction.owners,
            [Some(player(0)), Some(player(2)), Some(player(1))]
        );
        assert_eq!(
            play(&mut auction, ActionKind::BazaarPick, ActionParam::Tile(c)),
            Err(Refusal::new("done", None))
        );
    }
}
