//! Printed numbers: the values a tile's face prints (VP, cart, upgrades, rate, Sea Breese,
//! cost), resolved from the position file or the catalogue, where each comes from, and the
//! numbers the end-game scoring needs that nothing gives.

use crate::keyflower::catalogue::{Conf, Cost, Effect, Num, TileDef};
use crate::keyflower::options::Options;
use crate::keyflower::Message;
use crate::PlayerId;
use arbiter_ids::msg;

use super::{Face, Position, TileRef};
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
    pub(crate) fn source_args(self, m: Message) -> Message {
        source_args(m, self.conf, self.from_file)
    }
}

/// A number's origin as message arguments: `conf` names a `kf-conf-*` message (`file` when
/// the position file or record stated the number, else the catalogue's confidence) and
/// `source` the fan sources of an unverified catalogue number (`: ALS`; empty otherwise).
pub(crate) fn source_args(m: Message, conf: Conf, from_file: bool) -> Message {
    sources_args(m, &[(conf, from_file)])
}

/// The origins of the numbers a sum is made of, as [`source_args`] says one: one origin, or
/// partly the file and partly unverified catalogue numbers (every fan source named once);
/// any other mixture is said to be several sources (the catalogue has no such sum).
pub(crate) fn sources_args(m: Message, origins: &[(Conf, bool)]) -> Message {
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
    let accept = options.unverified == crate::keyflower::options::Unverified::Accept;
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
pub(crate) fn printed_from_catalogue(def: &TileDef, face: Face, options: &Options) -> Printed {
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
    let accept = options.unverified == crate::keyflower::options::Unverified::Accept;
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
    for (player, p) in PlayerId::all(&pos.players).zip(&pos.players) {
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
