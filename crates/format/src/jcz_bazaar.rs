//! Bridges, Castles & Bazaars in JCloisterZone saves: the auction after a bazaar tile.
//!
//! After the `COMMIT` of a turn whose tile shows a bazaar, JCloisterZone turns up one tile per
//! player from the pack and holds the auction (`BazaarPhase`): `BAZAAR_BID {supplyIndex,
//! price}` picks a tile and opens its bidding, or raises; `PASS` does not raise;
//! `BAZAAR_BUY_OR_SELL {value}` is the picker's choice. A save writes neither the tiles turned
//! up nor whether a bid opens or raises. The tiles are read from `gameAnnotations.drawOrder`
//! (every tile taken from the pack, in order), walking it turn by turn: a turn takes the next
//! tile it lays (after any drawn that fitted nowhere), but for a tile players hold (an abbey) and for a bazaar tile its
//! player holds; an auction takes the next as many as there are players. A save without a draw
//! order (a Hills & Sheep game) or whose draw order does not agree gives each auctioned tile
//! as the one its owner lays in their next turn. Whether a bid opens or raises is what the
//! engine's auction expects next ([`auction_turn`]).

use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::expansions::bridges_castles_and_bazaars::bazaar::{
    auction_turn, AuctionOwners, AuctionTurn,
};
use arbiter_engine::carcassonne::pieces::{Color, PlayerId};
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam};
use arbiter_ids::msg;
use serde_json::Value;

use super::action::step_text;
use super::record::MoveOut;
use super::InputError;
use arbiter_engine::carcassonne::problem::Message;

/// A save's auction messages, with their numbers (1-based).
pub(crate) type AuctionMessages<'a> = Vec<(usize, &'a Value)>;

/// Whether a message is one of an auction's (a `PASS` only once an auction has begun).
pub(crate) fn auction_message(kind: &str) -> bool {
    matches!(kind, "BAZAAR_BID" | "BAZAAR_BUY_OR_SELL")
}

fn refused(number: usize, detail: &str) -> InputError {
    InputError::new(
        Message::new(msg::JCZ_BAD_MESSAGE)
            .arg("number", number)
            .arg("detail", detail),
        super::Loc::default(),
    )
}

/// An auction whose tiles the save names nowhere, opened by message `number`.
fn unnamed(number: usize) -> InputError {
    InputError::new(
        Message::new(msg::JCZ_AUCTION_TILES).arg("number", number),
        super::Loc::default(),
    )
}

/// Writes each auction as its move's steps after the scoring: the tiles turned up
/// (`bazaar-draw`), then each message's steps. `auctions[i]` is the messages of the auction
/// after move `i` (empty when none), `no_bids` whether the game plays `bazaar-no-auction`.
pub(crate) fn write(
    moves: &mut [MoveOut],
    auctions: &[AuctionMessages],
    colors: &[Color],
    root: &Value,
    no_bids: bool,
) -> Result<(), InputError> {
    if auctions.iter().all(Vec::is_empty) {
        return Ok(());
    }
    let order: Option<Vec<&str>> = root
        .get("gameAnnotations")
        .and_then(|a| a.get("drawOrder"))
        .and_then(Value::as_array)
        .and_then(|a| a.iter().map(Value::as_str).collect());
    let mut walked = order
        .and_then(|o| walk(moves, auctions, colors, &o, no_bids))
        .unwrap_or_default();
    for (i, auction) in auctions.iter().enumerate() {
        if auction.is_empty() {
            continue;
        }
        let steps = match walked.get_mut(i).and_then(Option::take) {
            Some(steps) => steps,
            None => {
                let supply = laid_later(moves, i, auction, colors, no_bids)?;
                let mover = mover(&moves[i], colors);
                steps_of(auction, &supply, colors.len(), mover, no_bids)?.0
            }
        };
        moves[i]
            .steps
            .extend(steps.into_iter().map(|s| step_text(s, &[])));
    }
    Ok(())
}

/// Whether move `i` is a second part of its player's turn: the player moved just before it
/// too (with one player, every move is a turn of its own), as `jcz::move_of` reads it.
fn again(moves: &[MoveOut], colors: &[Color], i: usize) -> bool {
    i > 0 && colors.len() > 1 && moves[i - 1].player == moves[i].player
}

/// The index of a move's player.
fn mover(mv: &MoveOut, colors: &[Color]) -> PlayerId {
    PlayerId::unchecked(
        colors
            .iter()
            .position(|c| c.key() == mv.player)
            .unwrap_or(0),
    )
}

/// An auction's steps, as the record writes them.
type Steps = Vec<(ActionKind, ActionParam)>;

/// Each auction's steps, its tiles read from the draw order; `None` when the order does not
/// agree with the moves (a tile laid that it does not hold where the walk stands).
fn walk(
    moves: &[MoveOut],
    auctions: &[AuctionMessages],
    colors: &[Color],
    order: &[&str],
    no_bids: bool,
) -> Option<Vec<Option<Steps>>> {
    let cat = Catalogue::get();
    let mut at = 0usize;
    let mut held: Vec<Option<TileDefId>> = vec![None; colors.len()];
    let mut out = Vec::with_capacity(moves.len());
    for (i, (mv, auction)) in moves.iter().zip(auctions).enumerate() {
        let tile = cat.index_of(&mv.tile)?;
        let player = mover(mv, colors);
        // A second turn part (a builder's) draws from the pack even while a tile is held.
        let from_bazaar = !again(moves, colors, i) && held[player.index()].take() == Some(tile);
        if !from_bazaar && !cat.tile(tile).held {
            // The tile laid, after any drawn before it that fitted nowhere.
            let k = order[at..]
                .iter()
                .position(|t| cat.index_of(t) == Some(tile))?;
            at += k + 1;
        }
        if auction.is_empty() {
            out.push(None);
            continue;
        }
        let n = colors.len();
        let supply: Vec<TileDefId> = order
            .get(at..at + n)?
            .iter()
            .map(|t| cat.index_of(t))
            .collect::<Option<_>>()?;
        at += n;
        let (steps, owned) = steps_of(auction, &supply, n, player, no_bids).ok()?;
        for (t, owner) in owned {
            if let Some(p) = owner {
                held[p.index()] = Some(t);
            }
        }
        out.push(Some(steps));
    }
    Some(out)
}

/// The tiles auction `i` turned up, each the one its owner lays in their next turn after it
/// (a builder's second turn part draws from the pack). Refused when the auction leaves a tile
/// without an owner, or its owner lays no tile after it: nothing in the save names that tile.
fn laid_later(
    moves: &[MoveOut],
    i: usize,
    auction: &AuctionMessages,
    colors: &[Color],
    no_bids: bool,
) -> Result<Vec<TileDefId>, InputError> {
    let cat = Catalogue::get();
    let n = colors.len();
    let first = auction.first().map_or(0, |m| m.0);
    // Stand-ins, one distinct tile per place, only to learn who gets which.
    let stand_ins: Vec<TileDefId> = cat.ids().take(n).collect();
    let (_, owned) = steps_of(auction, &stand_ins, n, mover(&moves[i], colors), no_bids)?;
    if owned.len() < n {
        return Err(unnamed(first));
    }
    let mut supply = Vec::with_capacity(n);
    for (_, owner) in owned {
        let laid = owner.and_then(|p| {
            moves[i + 1..]
                .iter()
                .enumerate()
                .find(|&(k, m)| !again(moves, colors, i + 1 + k) && mover(m, colors) == p)
                .map(|(_, m)| m)
                .and_then(|m| cat.index_of(&m.tile))
        });
        supply.push(laid.ok_or_else(|| unnamed(first))?);
    }
    Ok(supply)
}

/// An auction's steps from its messages, given the tiles turned up (`supply`, in the save's
/// order), and the owner of each tile as far as the auction got. A bid opens when the auction
/// expects a pick (the pick is its tile), and raises otherwise; a step the auction cannot take
/// is written as the message says, for the replay to refuse with its reason.
fn steps_of(
    auction: &AuctionMessages,
    supply: &[TileDefId],
    players: usize,
    mover: PlayerId,
    no_bids: bool,
) -> Result<(Steps, AuctionOwners), InputError> {
    let mut steps: Steps = supply
        .iter()
        .map(|&t| (ActionKind::BazaarTile, ActionParam::Tile(t)))
        .collect();
    for &(number, m) in auction {
        let payload = &m["payload"];
        let turn = auction_turn(players, mover, no_bids, &steps).map(|t| t.0);
        // Once every tile has its owner, a pass is the next player's declining a tile that
        // fits only with a bridge (JCloisterZone's TilePhase.handlePass): not the auction's.
        if turn == Some(AuctionTurn::Over) && m["type"] == "PASS" {
            continue;
        }
        match m["type"].as_str() {
            Some("BAZAAR_BID") if matches!(turn, Some(AuctionTurn::Pick(_))) => {
                let tile = payload
                    .get("supplyIndex")
                    .and_then(Value::as_u64)
                    .and_then(|i| supply.get(usize::try_from(i).ok()?))
                    .ok_or_else(|| refused(number, "supplyIndex"))?;
                steps.push((ActionKind::BazaarPick, ActionParam::Tile(*tile)));
                if !no_bids {
                    steps.push((ActionKind::BazaarBid, price(payload, number)?));
                }
            }
            Some("BAZAAR_BID") => steps.push((ActionKind::BazaarBid, price(payload, number)?)),
            Some("PASS") => steps.push((ActionKind::BazaarPass, ActionParam::None)),
            _ => {
                let kind = match payload.get("value").and_then(Value::as_str) {
                    Some("BUY") => ActionKind::BazaarBuy,
                    Some("SELL") => ActionKind::BazaarSell,
                    _ => return Err(refused(number, "value")),
                };
                steps.push((kind, ActionParam::None));
            }
        }
    }
    let owned = auction_turn(players, mover, no_bids, &steps).map_or_else(Vec::new, |t| t.1);
    Ok((steps, owned))
}

/// A bid's price: a whole number a record holds.
fn price(payload: &Value, number: usize) -> Result<ActionParam, InputError> {
    payload
        .get("price")
        .and_then(Value::as_u64)
        .and_then(|p| u32::try_from(p).ok())
        .map(ActionParam::Number)
        .ok_or_else(|| refused(number, "price"))
}
