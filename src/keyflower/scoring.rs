//! End-game scoring: printed VP, storage tiles, boats, turn-order tiles and the exact
//! allocation of items to the winter scoring tiles, with a proof of optimality.

use std::collections::{HashMap, HashSet};

use super::allocation::{
    best_resources, best_skills, best_workers, resource_rate15, skill_rate15, worker_rate15,
    Effort, ResourcePlan, Sinks, SkillPlan, WorkerPlan,
};
use super::catalogue::{BoatRule, Colour, Conf, Effect, Kind, Resource, Skill, Winter};
use super::geometry::{opposite, Edge, Hex};
use super::options::{
    Boat3b, KeyflowerBoat, MarkerAs, MarkerUser, MercerGold, NoStartTile, Options, SeaBastion,
    SeaBreese, TurnOrderConnected, YardRelease,
};
use super::position::{Face, Player, Position};
use super::transport::joined;
use super::Message;

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

/// The best score under one alternative choice, for the proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The rule whose choice this is.
    pub rule: &'static str,
    /// The alternative, for the CLI to localise.
    pub message: Message,
    /// The best allocation total with this choice (never above the chosen total).
    pub best: i32,
}

/// Why no other allocation scores more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// The allocation total chosen.
    pub allocation: i32,
    /// A per-item upper bound on any allocation (each item at its best rate).
    pub upper_bound: i32,
    /// Candidate allocations evaluated by the exhaustive search.
    pub candidates: u64,
    /// The best total under every alternative choice (Village hall colour, Scholar type,
    /// Watermill type, marker declaration, gold kept on yards).
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

fn tile_key(k: &str) -> String {
    format!("kf-tile-{k}")
}

/// What the marker is declared as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decl {
    Worker(usize),
    Skill(usize),
    Resource(usize),
    /// On a yard (index into the yard list) as its type.
    Yard(usize),
}

impl Decl {
    fn message(self, yards: &[Yard]) -> Message {
        match self {
            Decl::Worker(c) => Message::new("kf-marker-as")
                .key_arg("item", format!("kf-colour-{}", Colour::ALL[c].key())),
            Decl::Skill(s) => Message::new("kf-marker-as")
                .key_arg("item", format!("kf-skill-{}", Skill::ALL[s].key())),
            Decl::Resource(r) => Message::new("kf-marker-as")
                .key_arg("item", format!("kf-resource-{}", Resource::ALL[r].key())),
            Decl::Yard(y) => {
                Message::new("kf-marker-on-yard").key_arg("tile", tile_key(yards[y].key))
            }
        }
    }
}

/// A storage tile: what stays on it, and the items the owner may choose to keep or release.
#[derive(Debug, Clone)]
struct Yard {
    key: &'static str,
    rate: i32,
    conf: Conf,
    /// Resources that stay and score here.
    kept: u32,
    /// Groups the owner may keep here or release into the pool: (resource, count).
    optional: Vec<(usize, u32)>,
}

/// Whether `p` may declare the marker (options O1 and O3).
fn may_declare(pos: &Position, p: &Player, o: &Options) -> bool {
    if !pos.start_tile_in_play {
        return o.no_start_tile == NoStartTile::Holder && p.start_player;
    }
    let nobody_bid = !pos.players.iter().any(|q| q.won_winter_start_tile);
    match o.marker_user {
        MarkerUser::WinterWinner => p.won_winter_start_tile,
        MarkerUser::Holder => p.start_player,
        MarkerUser::HolderIfBid => p.start_player && !nobody_bid,
    }
}

/// Scores every player.
pub fn score(pos: &Position, o: &Options) -> ScoreReport {
    let players: Vec<PlayerScore> = pos
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| score_player(pos, i, p, o))
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
        options: o.echo(),
    }
}

struct Family {
    workers: [u32; 4],
    skills: [u32; 3],
    pool: [u32; 4],
}

struct Best {
    total: i32,
    w: WorkerPlan,
    s: SkillPlan,
    r: ResourcePlan,
    /// Released count per optional yard group.
    release: Vec<u32>,
    decl: Option<Decl>,
}

fn pool_view(pool: [u32; 4], o: &Options, has_3b: bool) -> [u32; 4] {
    if has_3b && o.boat_3b == Boat3b::Full {
        [pool.iter().sum(), 0, 0, 0]
    } else {
        pool
    }
}

fn score_player(pos: &Position, idx: usize, p: &Player, o: &Options) -> PlayerScore {
    let mut lines = Vec::new();
    let has_3b = p.has_boat_face(3, Face::B);
    // Printed VP.
    for t in &p.village {
        if let Some(v) = t.printed.vp {
            if v.value != 0 {
                lines.push(ScoreLine {
                    rule: if t.flipped_by_flipper {
                        "kf.option.flipper"
                    } else {
                        "kf.score.printed-vp"
                    },
                    message: Message::new("kf-score-printed")
                        .key_arg("tile", tile_key(t.def.key))
                        .key_arg("conf", format!("kf-conf-{}", v.conf.key())),
                    points: v.value,
                });
            }
        }
    }
    // Storage tiles and the pool.
    let mut pool = [0u32; 4];
    let mut yards: Vec<Yard> = Vec::new();
    for t in &p.village {
        match t.def.effect {
            Effect::Storage { accepts, .. } => {
                let accepts = match o.barn_type {
                    super::options::BarnType::Any => accepts,
                    super::options::BarnType::Printed => accepts.or(t.stores),
                };
                let rate = t.printed.rate.map_or(0, |v| v.value);
                let conf = t.printed.rate.map_or(Conf::Unknown, |v| v.conf);
                let mut y = Yard {
                    key: t.def.key,
                    rate,
                    conf,
                    kept: 0,
                    optional: Vec::new(),
                };
                for r in 0..4 {
                    let n = t.resources[r];
                    if n == 0 {
                        continue;
                    }
                    // The tile's own type: for a Barn taking any resource, every type but gold,
                    // which the rulebook calls a substitute on all four storage tiles.
                    let native = match accepts {
                        None => r != 0,
                        Some(a) => a as usize == r,
                    };
                    // A stand-in (gold anywhere, or another resource under Boat 3b) "can be
                    // used": the owner may keep it on the tile or release it.
                    let stand_in = !native && (r == 0 || has_3b);
                    if stand_in {
                        y.optional.push((r, n));
                    } else if native {
                        if o.yard_release == YardRelease::Release {
                            y.optional.push((r, n));
                        } else {
                            y.kept += n;
                        }
                    } else {
                        pool[r] += n;
                    }
                }
                yards.push(y);
            }
            _ => {
                for r in 0..4 {
                    pool[r] += t.resources[r];
                }
            }
        }
    }
    // Workers: behind the screen plus any still standing in the village (they go to the owner).
    let mut workers = p.workers;
    for t in &p.village {
        if let Some(w) = &t.workers {
            for (c, n) in w.by_colour().into_iter().enumerate() {
                workers[c] += n;
            }
        }
    }
    let fam = Family {
        workers,
        skills: p.skills,
        pool,
    };
    // Sinks.
    let mut sinks = Sinks::default();
    let mut keythedral = false;
    for t in &p.village {
        match t.def.effect {
            Effect::Winter(Winter::Keythedral) => keythedral = true,
            Effect::Winter(w) => sinks.add(w),
            Effect::Boat(BoatRule::WhiteWind) => sinks.white_wind = true,
            _ => {}
        }
    }
    sinks.mercer_gold_any =
        o.mercer_gold == MercerGold::Any || (has_3b && o.boat_3b == Boat3b::Full);
    sinks.nongold_wild = has_3b;
    // Marker declarations.
    let mut decls: Vec<Option<Decl>> = vec![None];
    let declare = may_declare(pos, p, o);
    if declare {
        let no_gg = o.marker_as == MarkerAs::NoGoldNoGreen;
        for c in 0..4 {
            if !(no_gg && c == 3) {
                decls.push(Some(Decl::Worker(c)));
            }
        }
        for s in 0..3 {
            decls.push(Some(Decl::Skill(s)));
        }
        for r in 0..4 {
            if !(no_gg && r == 0) {
                decls.push(Some(Decl::Resource(r)));
            }
        }
        for y in 0..yards.len() {
            decls.push(Some(Decl::Yard(y)));
        }
    }
    // Optional yard groups.
    let groups: Vec<(usize, usize, u32, i32)> = yards
        .iter()
        .enumerate()
        .flat_map(|(yi, y)| y.optional.iter().map(move |&(r, n)| (yi, r, n, y.rate)))
        .collect();
    let mut e = Effort::default();
    let mut memo_w: HashMap<[u32; 4], WorkerPlan> = HashMap::new();
    let mut memo_s: HashMap<[u32; 3], SkillPlan> = HashMap::new();
    let mut memo_r: HashMap<[u32; 4], ResourcePlan> = HashMap::new();
    let mut best: Option<Best> = None;
    let mut per_decl: Vec<(Option<Decl>, i32)> = Vec::new();
    let mut per_release: HashMap<Vec<u32>, i32> = HashMap::new();
    // Enumerate releases (cartesian product of 0..=n per group).
    let mut release = vec![0u32; groups.len()];
    loop {
        let mut rpool = fam.pool;
        let mut yard_pts = 0;
        for (gi, &(_, r, n, rate)) in groups.iter().enumerate() {
            rpool[r] += release[gi];
            yard_pts += (n - release[gi]) as i32 * rate;
        }
        for &d in &decls {
            let mut w = fam.workers;
            let mut s = fam.skills;
            let mut rp = rpool;
            let mut extra = 0;
            match d {
                Some(Decl::Worker(c)) => w[c] += 1,
                Some(Decl::Skill(k)) => s[k] += 1,
                Some(Decl::Resource(r)) => rp[r] += 1,
                Some(Decl::Yard(y)) => extra = yards[y].rate,
                None => {}
            }
            let wp = *memo_w
                .entry(w)
                .or_insert_with(|| best_workers(w, &sinks, None, &mut e));
            let sp = *memo_s
                .entry(s)
                .or_insert_with(|| best_skills(s, &sinks, None, &mut e));
            let view = pool_view(rp, o, has_3b);
            let rpl = *memo_r
                .entry(view)
                .or_insert_with(|| best_resources(view, &sinks, None, &mut e));
            let total = wp.points + sp.points + rpl.points + yard_pts + extra;
            match per_decl.iter_mut().find(|(x, _)| *x == d) {
                Some((_, b)) => *b = (*b).max(total),
                None => per_decl.push((d, total)),
            }
            let pr = per_release.entry(release.clone()).or_insert(i32::MIN);
            *pr = (*pr).max(total);
            if best.as_ref().is_none_or(|b| total > b.total) {
                best = Some(Best {
                    total,
                    w: wp,
                    s: sp,
                    r: rpl,
                    release: release.clone(),
                    decl: d,
                });
            }
        }
        // Next release combination.
        let mut i = 0;
        while i < groups.len() {
            if release[i] < groups[i].2 {
                release[i] += 1;
                break;
            }
            release[i] = 0;
            i += 1;
        }
        if i == groups.len() {
            break;
        }
    }
    let best = best.expect("at least one candidate");
    // Allocation lines.
    let base_yard_kept: Vec<i32> = yards.iter().map(|y| y.kept as i32).collect();
    let mut yard_counts = base_yard_kept.clone();
    for (gi, &(yi, _, n, _)) in groups.iter().enumerate() {
        yard_counts[yi] += (n - best.release[gi]) as i32;
    }
    if let Some(Decl::Yard(y)) = best.decl {
        yard_counts[y] += 1;
    }
    for (y, count) in yards.iter().zip(&yard_counts) {
        if *count > 0 {
            lines.push(ScoreLine {
                rule: "kf.score.storage",
                message: Message::new("kf-score-storage")
                    .key_arg("tile", tile_key(y.key))
                    .arg("count", *count)
                    .arg("rate", y.rate)
                    .key_arg("conf", format!("kf-conf-{}", y.conf.key())),
                points: count * y.rate,
            });
        }
    }
    for (gi, &(yi, r, _, _)) in groups.iter().enumerate() {
        if best.release[gi] > 0 {
            lines.push(ScoreLine {
                rule: if r == 0 {
                    "kf.end.yard-gold"
                } else if o.yard_release == YardRelease::Release {
                    "kf.option.yard-release"
                } else {
                    "kf.summer-boat.3b"
                },
                message: Message::new("kf-score-released")
                    .key_arg("tile", tile_key(yards[yi].key))
                    .arg("count", best.release[gi])
                    .key_arg(
                        "resource",
                        format!("kf-resource-{}", Resource::ALL[r].key()),
                    ),
                points: 0,
            });
        }
    }
    if let Some(d) = best.decl {
        lines.push(ScoreLine {
            rule: "kf.end.start-marker",
            message: d.message(&yards),
            points: 0,
        });
    }
    worker_lines(&best.w, &mut lines);
    skill_lines(&best.s, &mut lines);
    resource_lines(&best.r, has_3b, o, &mut lines);
    if keythedral {
        lines.push(ScoreLine {
            rule: "kf.winter.keythedral",
            message: Message::new("kf-score-keythedral"),
            points: 12,
        });
    }
    boat_lines(p, o, &mut lines);
    turn_order_lines(p, o, &mut lines);
    let total = lines.iter().map(|l| l.points).sum();
    // Proof.
    let mut alternatives = Vec::new();
    let decl_applied = |w: &mut [u32; 4], s: &mut [u32; 3], r: &mut [u32; 4]| match best.decl {
        Some(Decl::Worker(c)) => w[c] += 1,
        Some(Decl::Skill(k)) => s[k] += 1,
        Some(Decl::Resource(x)) => r[x] += 1,
        _ => {}
    };
    let (mut bw, mut bs, mut br) = (fam.workers, fam.skills, fam.pool);
    for (gi, &(_, r, _, _)) in groups.iter().enumerate() {
        br[r] += best.release[gi];
    }
    decl_applied(&mut bw, &mut bs, &mut br);
    let others_w = best.total - best.w.points;
    let others_s = best.total - best.s.points;
    let others_r = best.total - best.r.points;
    if sinks.village_hall {
        for c in 0..4 {
            let alt = best_workers(bw, &sinks, Some(c), &mut e);
            alternatives.push(Alternative {
                rule: "kf.winter.village-hall",
                message: Message::new("kf-alt-village-hall")
                    .key_arg("colour", format!("kf-colour-{}", Colour::ALL[c].key())),
                best: others_w + alt.points,
            });
        }
    }
    if sinks.scholar {
        for k in 0..3 {
            let alt = best_skills(bs, &sinks, Some(k), &mut e);
            alternatives.push(Alternative {
                rule: "kf.winter.scholar",
                message: Message::new("kf-alt-scholar")
                    .key_arg("skill", format!("kf-skill-{}", Skill::ALL[k].key())),
                best: others_s + alt.points,
            });
        }
    }
    if sinks.watermill && !has_3b {
        for t in 1..4 {
            let alt = best_resources(pool_view(br, o, has_3b), &sinks, Some(t), &mut e);
            alternatives.push(Alternative {
                rule: "kf.winter.watermill",
                message: Message::new("kf-alt-watermill").key_arg(
                    "resource",
                    format!("kf-resource-{}", Resource::ALL[t].key()),
                ),
                best: others_r + alt.points,
            });
        }
    }
    if declare {
        for (d, b) in &per_decl {
            let message = match d {
                Some(d) => d.message(&yards),
                None => Message::new("kf-alt-marker-unused"),
            };
            alternatives.push(Alternative {
                rule: "kf.end.start-marker",
                message,
                best: *b,
            });
        }
    }
    if !groups.is_empty() {
        let mut rel: Vec<_> = per_release.into_iter().collect();
        rel.sort();
        for (r, b) in rel {
            let kept: u32 = groups.iter().zip(&r).map(|(g, x)| g.2 - x).sum();
            alternatives.push(Alternative {
                rule: "kf.end.yard-gold",
                message: Message::new("kf-alt-yard-kept").arg("count", kept),
                best: b,
            });
        }
    }
    // Per-item upper bound (×15, floored).
    let mut bound15 = 0;
    for c in 0..4 {
        bound15 += fam.workers[c] as i32 * worker_rate15(c, &sinks);
    }
    bound15 += fam.skills.iter().sum::<u32>() as i32 * skill_rate15(&sinks);
    let pool_all: [u32; 4] = {
        let mut x = fam.pool;
        for &(_, r, n, _) in &groups {
            x[r] += n;
        }
        x
    };
    for r in 0..4 {
        let gold = r == 0 || (has_3b && o.boat_3b == Boat3b::Full);
        bound15 += pool_all[r] as i32 * resource_rate15(gold, &sinks);
    }
    let mut yard_bound = yards.iter().map(|y| y.kept as i32 * y.rate).sum::<i32>();
    for &(_, r, n, rate) in &groups {
        let gold = r == 0 || (has_3b && o.boat_3b == Boat3b::Full);
        let pool_rate = resource_rate15(gold, &sinks);
        // An optional item scores at most the better of its yard and its pool rate.
        bound15 += n as i32 * (rate * 15).max(pool_rate) - n as i32 * pool_rate;
    }
    let _ = &mut yard_bound;
    if declare {
        let mut m = 0;
        for c in 0..4 {
            m = m.max(worker_rate15(c, &sinks));
        }
        m = m
            .max(skill_rate15(&sinks))
            .max(resource_rate15(true, &sinks));
        for y in &yards {
            m = m.max(y.rate * 15);
        }
        bound15 += m;
    }
    let upper_bound = bound15 / 15 + yard_bound;
    PlayerScore {
        player: idx,
        name: p.name.clone(),
        total,
        lines,
        proof: Proof {
            allocation: best.total,
            upper_bound,
            candidates: e.candidates,
            alternatives,
        },
    }
}

fn push(lines: &mut Vec<ScoreLine>, rule: &'static str, message: Message, points: i32) {
    lines.push(ScoreLine {
        rule,
        message,
        points,
    });
}

fn worker_lines(w: &WorkerPlan, lines: &mut Vec<ScoreLine>) {
    if w.craftsman_sets > 0 {
        push(
            lines,
            "kf.winter.craftsmans-guild",
            Message::new("kf-score-craftsman").arg("sets", w.craftsman_sets),
            3 * w.craftsman_sets as i32,
        );
    }
    if w.key_market > 0 {
        push(
            lines,
            "kf.winter.key-market",
            Message::new("kf-score-key-market").arg("count", w.key_market),
            2 * w.key_market as i32,
        );
    }
    if let Some((c, v)) = w.village_hall {
        if v > 0 {
            push(
                lines,
                "kf.winter.village-hall",
                Message::new("kf-score-village-hall")
                    .arg("count", v)
                    .key_arg("colour", format!("kf-colour-{}", Colour::ALL[c].key())),
                v as i32,
            );
        }
    }
    if w.apothecary_sets > 0 {
        push(
            lines,
            "kf.winter.apothecary",
            Message::new("kf-score-apothecary").arg("sets", w.apothecary_sets),
            3 * w.apothecary_sets as i32,
        );
    }
    if w.white_wind > 0 {
        push(
            lines,
            "kf.boat.white-wind",
            Message::new("kf-score-white-wind").arg("count", w.white_wind),
            w.white_wind as i32,
        );
    }
    if w.unused > 0 {
        push(
            lines,
            "kf.end.each-item-once",
            Message::new("kf-score-unused-workers").arg("count", w.unused),
            0,
        );
    }
}

fn skill_lines(s: &SkillPlan, lines: &mut Vec<ScoreLine>) {
    if s.scribes_sets > 0 {
        push(
            lines,
            "kf.winter.scribes",
            Message::new("kf-score-scribes").arg("sets", s.scribes_sets),
            10 * s.scribes_sets as i32,
        );
    }
    if let Some((k, q)) = s.scholar {
        if q > 0 {
            push(
                lines,
                "kf.winter.scholar",
                Message::new("kf-score-scholar")
                    .arg("count", q)
                    .key_arg("skill", format!("kf-skill-{}", Skill::ALL[k].key())),
                3 * q as i32,
            );
        }
    }
    if s.key_guild_sets > 0 {
        push(
            lines,
            "kf.winter.key-guild",
            Message::new("kf-score-key-guild").arg("sets", s.key_guild_sets),
            10 * s.key_guild_sets as i32,
        );
    }
    if s.unused > 0 {
        push(
            lines,
            "kf.end.each-item-once",
            Message::new("kf-score-unused-skills").arg("count", s.unused),
            0,
        );
    }
}

fn resource_lines(r: &ResourcePlan, has_3b: bool, o: &Options, lines: &mut Vec<ScoreLine>) {
    let sets = r.mercer_plain + r.mercer_gold.iter().sum::<u32>();
    if sets > 0 {
        let gold = r.mercer_gold[0] + 2 * r.mercer_gold[1] + 3 * r.mercer_gold[2];
        push(
            lines,
            if r.mercer_gold[1] + r.mercer_gold[2] > 0 && !has_3b {
                "kf.option.mercer-gold"
            } else {
                "kf.winter.mercers-guild"
            },
            Message::new("kf-score-mercer")
                .arg("sets", sets)
                .arg("gold", gold),
            5 * sets as i32,
        );
    }
    if let Some((t, v)) = r.watermill {
        if v > 0 {
            let key = if has_3b {
                "kf-score-watermill-any"
            } else {
                "kf-score-watermill"
            };
            push(
                lines,
                "kf.winter.watermill",
                Message::new(key).arg("count", v).key_arg(
                    "resource",
                    format!("kf-resource-{}", Resource::ALL[t].key()),
                ),
                v as i32,
            );
        }
    }
    if r.windmill_sets > 0 {
        push(
            lines,
            "kf.winter.windmill",
            Message::new("kf-score-windmill")
                .arg("sets", r.windmill_sets)
                .arg("gold", r.windmill_gold),
            5 * r.windmill_sets as i32,
        );
    }
    if r.jeweller > 0 {
        push(
            lines,
            "kf.winter.jeweller",
            Message::new("kf-score-jeweller").arg("count", r.jeweller),
            2 * r.jeweller as i32,
        );
    }
    if r.gold_left > 0 {
        push(
            lines,
            "kf.end.gold",
            Message::new("kf-score-gold").arg("count", r.gold_left),
            r.gold_left as i32,
        );
    }
    if r.unused > 0 {
        push(
            lines,
            "kf.end.each-item-once",
            Message::new("kf-score-unused-resources").arg("count", r.unused),
            0,
        );
    }
    if has_3b {
        push(
            lines,
            "kf.summer-boat.3b",
            Message::new("kf-score-3b").arg("reach", o.get("boat-3b")),
            0,
        );
    }
}

fn boat_lines(p: &Player, o: &Options, lines: &mut Vec<ScoreLine>) {
    for t in &p.village {
        let Effect::Boat(b) = t.def.effect else {
            continue;
        };
        match b {
            BoatRule::Keyflower => {
                let cap: i32 = p
                    .village
                    .iter()
                    .filter(|x| matches!(x.def.effect, Effect::Transport { .. }))
                    .map(|x| x.printed.cart.map_or(0, |c| c.value))
                    .sum();
                let (mult, rule) = if p.has_boat_face(2, Face::B) {
                    match o.keyflower_boat {
                        KeyflowerBoat::Double => (2, "kf.option.keyflower-boat"),
                        KeyflowerBoat::Quadruple => (4, "kf.option.keyflower-boat"),
                    }
                } else {
                    (1, "kf.boat.keyflower")
                };
                push(
                    lines,
                    rule,
                    Message::new("kf-score-keyflower-boat")
                        .arg("capacity", cap)
                        .arg("times", mult),
                    cap * mult,
                );
            }
            BoatRule::SeaBastion => {
                let n = loop_tiles(p, o.sea_bastion);
                push(
                    lines,
                    "kf.option.sea-bastion",
                    Message::new("kf-score-sea-bastion").arg("count", n),
                    n as i32,
                );
            }
            BoatRule::SeaBreese => {
                let (count, pts) = sea_breese(p, o.sea_breese);
                push(
                    lines,
                    "kf.option.sea-breese",
                    Message::new("kf-score-sea-breese").arg("count", count),
                    pts,
                );
            }
            BoatRule::Flipper => push(
                lines,
                "kf.boat.flipper",
                Message::new("kf-score-flipper"),
                2,
            ),
            BoatRule::Ianvincible => push(
                lines,
                "kf.boat.ianvincible",
                Message::new("kf-score-ianvincible"),
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

fn turn_order_lines(p: &Player, o: &Options, lines: &mut Vec<ScoreLine>) {
    for t in &p.village {
        if t.def.kind != Kind::TurnOrder {
            continue;
        }
        let Some(at) = t.at else { continue };
        let mut n = 0;
        for side in 0..6 {
            let Some(other) = p.tile_at(at.neighbour(side)) else {
                continue;
            };
            let ok = match o.turn_order_connected {
                TurnOrderConnected::Adjacent => true,
                TurnOrderConnected::Road => {
                    t.edge(side) == Some(Edge::Road)
                        && other.edge(opposite(side)) == Some(Edge::Road)
                }
            };
            if ok {
                n += 1;
            }
        }
        push(
            lines,
            "kf.option.turn-order-connected",
            Message::new("kf-score-turn-order")
                .key_arg("tile", tile_key(t.def.key))
                .arg("count", n),
            n,
        );
    }
}
