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
    counters: &[(
        "held",
        "bazaar tiles the player bought or was given at an auction and has not laid yet (0 or 1)",
    )],
    gain_rule: rule::BCB_BAZAAR_AUCTION,
    doc: "Bridges, Castles & Bazaars: the bazaar tile each player holds from an auction and lays in one of the turns after it, by colour or name; while anyone holds one, a bazaar tile laid starts no auction. Not written, nobody holds one.",
    each: "One player's bazaar tile still to lay.",
    scored: None,
};

/// The bazaar tile `p` holds from an auction, still to lay (0 or 1).
fn held(setup: &Setup, p: PlayerId) -> u32 {
    setup
        .player_state
        .rows(HELD.key)
        .get(p.index())
        .and_then(|row| row.first())
        .copied()
        .unwrap_or(0)
}

/// Whether bazaar tiles of an earlier auction are still waiting to be laid: then a bazaar
/// tile laid starts no auction.
fn waiting(setup: &Setup) -> bool {
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
/// part after the last tile held starts no auction either).
pub(crate) fn move_end(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::BridgesCastlesAndBazaars) || held(m.setup, m.player) == 0 {
        return;
    }
    if !m.again && matches!(verdict.plays_again(), Some((true, _))) {
        return;
    }
    verdict.push(Effect::PlayerState {
        player: m.player,
        key: HELD.key,
        amounts: vec![-1],
    });
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

/// Why an auction step cannot be (a message's `why`), with the player it names.
type Refusal = (&'static str, Option<PlayerId>);

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
            return Err(("done", None));
        }
        if kind == ActionKind::BazaarTile {
            let ActionParam::Tile(t) = param else {
                return Err(("drawn", None));
            };
            if self.laid.len() >= self.players {
                return Err(("drawn", None));
            }
            let drawn = self.laid.iter().filter(|&&d| d == t).count();
            if box_left.iter().filter(|&&d| d == t).count() <= drawn {
                return Err(("supply", None));
            }
            self.laid.push(t);
            self.owners.push(None);
            return Ok(Vec::new());
        }
        if self.laid.len() < self.players {
            return Err(("laid-out", None));
        }
        let picker = self.picker;
        match (kind, self.item, param) {
            (k, None, ActionParam::Tile(t)) if k == ActionKind::BazaarPick => {
                let Some(i) =
                    (0..self.laid.len()).find(|&i| self.laid[i] == t && self.owners[i].is_none())
                else {
                    return Err(("pick-not-laid", Some(picker)));
                };
                self.item = Some(i);
                if self.no_bids {
                    self.sold(picker);
                }
                Ok(Vec::new())
            }
            (k, Some(_), _) if k == ActionKind::BazaarPick => Err(("pick-now", Some(picker))),
            (_, None, _) => Err(("bid-first", Some(picker))),
            _ if self.no_bids => Err(("no-bids", None)),
            (k, Some(_), ActionParam::Number(n)) if k == ActionKind::BazaarBid => {
                if !self.opened {
                    self.opened = true;
                    self.price = n;
                    self.bidder = picker;
                    self.next = self.next_bidder(picker);
                    return Ok(self.unraised());
                }
                let Some(b) = self.next else {
                    return Err(("decide-now", Some(picker)));
                };
                if n <= self.price {
                    return Err(("raise", Some(b)));
                }
                self.price = n;
                self.bidder = b;
                self.next = self.next_bidder(b);
                Ok(Vec::new())
            }
            (k, Some(_), _) if k == ActionKind::BazaarPass => {
                if !self.opened {
                    return Err(("open", Some(picker)));
                }
                let Some(b) = self.next else {
                    return Err(("decide-now", Some(picker)));
                };
                self.next = self.next_bidder(b);
                Ok(self.unraised())
            }
            (k, Some(_), _) => {
                if !self.opened {
                    return Err(("open", Some(picker)));
                }
                if self.next.is_some() || self.bidder == picker {
                    return Err(("decide", Some(picker)));
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

/// Why the move's tile starts no auction, if it starts none: it shows no bazaar, the tiles of
/// an earlier auction are still waiting, fewer than two play, or fewer tiles are left to draw
/// than players (JCloisterZone's pack size: the tiles hidden under hills are not among them).
fn no_auction(step: &StepContext) -> Option<&'static str> {
    let tile = step.board.tiles[step.new_tile].tile();
    if !tile.marks.contains(FeatureMark::Bazaar) {
        return Some("trigger");
    }
    if waiting(step.setup) {
        return Some("waiting");
    }
    let n = step.setup.players.len();
    if n < 2 {
        return Some("players");
    }
    if crate::carcassonne::game_end::tiles_to_draw(step.setup) < n {
        return Some("tiles");
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

/// The message refusing an auction step.
fn refusal(step: &StepContext, (why, who): Refusal) -> Problem {
    let player = who.map_or_else(String::new, |p| step.setup.player_name(p));
    let tile = match step.param {
        ActionParam::Tile(t) => crate::carcassonne::catalogue::Catalogue::get()
            .tile(t)
            .id
            .to_string(),
        _ => String::new(),
    };
    Problem::error(
        rule::BCB_BAZAAR_AUCTION,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_BCB_BAZAAR)
            .arg("why", why)
            .arg("player", player)
            .arg("tile", tile)
            .arg("players", step.setup.players.len()),
    )
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
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BCB_BAZAAR_AUCTION);
    if let Some(why) = no_auction(step) {
        if !step.earlier.iter().any(|&(k, _)| auction_step(k)) {
            problems.push(refusal(step, (why, None)));
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
/// auction, which must be written and end with every tile owned (under `bazaar-no-auction:
/// true`, picks only).
pub(crate) fn owed(step: &StepContext, _so_far: &MoveVerdict, when: StepTime) -> Option<Problem> {
    if when != StepTime::AfterScoring
        || !step.setup.rules.has(Expansion::BridgesCastlesAndBazaars)
        || no_auction(step).is_some()
    {
        return None;
    }
    if !step.earlier.iter().any(|&(k, _)| auction_step(k)) {
        // Under `bazaar-no-auction: true` the picks may go unwritten: no points move.
        let no_bids = step.setup.rules.option_value(super::NO_AUCTION.key) == Some("true");
        return (!no_bids).then(|| refusal(step, ("owed", None)));
    }
    match replayed(step, step.earlier) {
        Ok((auction, _)) if !auction.done => Some(if auction.laid.len() < auction.players {
            refusal(step, ("unfinished-draw", None))
        } else {
            refusal(
                step,
                ("unfinished", Some(auction.next.unwrap_or(auction.picker))),
            )
        }),
        _ => None,
    }
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
            Err(("raise", Some(player(0))))
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
            Err(("done", None))
        );
    }

    /// Two players, every hill laid (each hiding a tile) and the last tile laid a bazaar
    /// tile: with ten tiles unused two are still to draw, an auction; with nine only one,
    /// no auction (JCloisterZone's `BazaarPhase`: none when `TilePack.size()`, the tiles
    /// hidden under hills left out, is below the number of players).
    #[test]
    fn tiles_hidden_under_hills_are_not_there_for_an_auction() {
        use crate::carcassonne::board::Board;
        use crate::carcassonne::game_end::tiles_left;
        use crate::carcassonne::geometry::{Pos, Rotation};
        use crate::carcassonne::pieces::{Color, Player};
        use crate::carcassonne::position::PieceIndex;
        use crate::carcassonne::setup::TileSetup;
        use crate::carcassonne::variants::Rules;
        let cat = Catalogue::get();
        let mut rules = Rules::default();
        rules.expansions.push(Expansion::BridgesCastlesAndBazaars);
        rules.expansions.push(Expansion::HillsAndSheep);
        let players = ["Ann", "Bob"].map(|name| Player {
            name: name.into(),
            color: Color::Red,
        });
        let empty = Setup::new(rules, players.to_vec());
        let hill = |d: &TileDefId| cat.tile(*d).marks.contains(FeatureMark::Hill);
        let (mut rest, hills): (Vec<TileDefId>, Vec<TileDefId>) =
            tiles_left(&empty).into_iter().partition(|d| !hill(d));
        assert_eq!(hills.len(), 8);
        let at = rest
            .iter()
            .position(|d| cat.tile(*d).marks.contains(FeatureMark::Bazaar))
            .expect("a bazaar tile");
        let last = rest.remove(at);
        let judge = |unused: usize| {
            let mut laid = rest[unused..].to_vec();
            laid.extend(&hills);
            laid.push(last);
            let mut setup = empty.clone();
            setup.tiles = laid
                .iter()
                .enumerate()
                .map(|(i, &def)| TileSetup {
                    def,
                    pos: Pos::new(i as i64, 0),
                    rot: Rotation::R0,
                    pieces: Vec::new(),
                    state: Default::default(),
                    features: Default::default(),
                })
                .collect();
            assert_eq!(tiles_left(&setup).len(), unused);
            let tiles: Vec<_> = setup.tiles.iter().map(|t| (t.def, t.pos, t.rot)).collect();
            let board = Board::build(&tiles);
            let index = PieceIndex::new(&setup, &board);
            let step = StepContext {
                setup: &setup,
                board: &board,
                index: &index,
                player: player(0),
                new_tile: laid.len() - 1,
                param: ActionParam::None,
                earlier: &[],
            };
            no_auction(&step)
        };
        assert_eq!(judge(10), None);
        assert_eq!(judge(9), Some("tiles"));
    }
}
