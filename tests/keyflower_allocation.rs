//! The exact allocation against an independent slow solver written only for this test: it
//! hands out every item one by one to every tile it may go to (or leaves it where it is) and
//! scores each tile from what it received, straight from the rulebook's wording. On small
//! counts both must agree; on counts up to the box's 48 the fast plan must account for every
//! item and add up to its points.

use arbiter_engine::keyflower::allocation::{
    best_resources, best_skills, best_workers, Reach, Resources, Sinks, Stay,
};
use arbiter_engine::keyflower::catalogue::Resource;
use proptest::prelude::*;

/// One resource: its type and, when it stands on a storage tile it may stay on, that tile's
/// rate.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Token {
    resource: usize,
    stay: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Destination {
    Mercer,
    Watermill,
    Windmill,
    Jeweller,
    /// In the pool, on no tile: a gold scores its own point, anything else nothing.
    Nowhere,
    /// Stays on its storage tile, scoring the tile's rate.
    Stays,
}

/// Most Mercer's guild sets from `[gold, iron, stone, wood]`: three different resources,
/// gold standing in for one (for any number under `mercer-gold: any`).
fn mercer_sets(counts: [u32; 4], gold_any: bool) -> u32 {
    let mut best = 0;
    let max_gold = if gold_any { 3 } else { 1 };
    // Every set: a choice of which of iron/stone/wood are present, gold filling the rest.
    for present in 0u8..8 {
        let missing = 3 - present.count_ones();
        if missing > max_gold || counts[0] < missing {
            continue;
        }
        let mut next = counts;
        next[0] -= missing;
        let mut ok = true;
        for kind in 0..3 {
            if present & (1 << kind) != 0 {
                if next[kind + 1] == 0 {
                    ok = false;
                } else {
                    next[kind + 1] -= 1;
                }
            }
        }
        if ok {
            best = best.max(1 + mercer_sets(next, gold_any));
        }
    }
    best
}

fn score_resources(tokens: &[Token], to: &[Destination], sinks: &Sinks) -> i64 {
    let mut mercer = [0u32; 4];
    let mut mill = [0u32; 4];
    let mut windmill = 0;
    let mut points = 0;
    for (token, destination) in tokens.iter().zip(to) {
        match destination {
            Destination::Mercer => mercer[token.resource] += 1,
            Destination::Watermill => mill[token.resource] += 1,
            Destination::Windmill => windmill += 1,
            Destination::Jeweller => points += 2,
            Destination::Nowhere => points += i64::from(token.resource == 0),
            Destination::Stays => points += token.stay.expect("only a storage tile's item stays"),
        }
    }
    points += 5 * mercer_sets(mercer, sinks.mercer_gold_any) as i64;
    // The Watermill scores one chosen type (never gold).
    points += mill[1..].iter().copied().max().unwrap_or(0) as i64;
    points + 5 * (windmill / 5)
}

/// Every way to hand out the tokens (identical tokens in non-decreasing destination order).
fn slow_resources(tokens: &[Token], sinks: &Sinks) -> i64 {
    fn go(tokens: &[Token], sinks: &Sinks, to: &mut Vec<Destination>) -> i64 {
        let i = to.len();
        if i == tokens.len() {
            return score_resources(tokens, to, sinks);
        }
        let token = tokens[i];
        let mut options = vec![Destination::Nowhere];
        if token.stay.is_some() {
            options.push(Destination::Stays);
        }
        if sinks.mercer {
            options.push(Destination::Mercer);
        }
        if sinks.watermill && token.resource != 0 {
            options.push(Destination::Watermill);
        }
        if sinks.windmill {
            options.push(Destination::Windmill);
        }
        if sinks.jeweller && token.resource == 0 {
            options.push(Destination::Jeweller);
        }
        let floor = (i > 0 && tokens[i - 1] == token).then(|| to[i - 1]);
        let mut best = i64::MIN;
        for d in options {
            if floor.is_some_and(|f| d < f) {
                continue;
            }
            to.push(d);
            best = best.max(go(tokens, sinks, to));
            to.pop();
        }
        best
    }
    go(tokens, sinks, &mut Vec::new())
}

fn tokens(input: &Resources) -> Vec<Token> {
    let mut out = Vec::new();
    for (resource, &count) in input.pool.iter().enumerate() {
        out.extend((0..count).map(|_| Token {
            resource,
            stay: None,
        }));
    }
    for stay in &input.stays {
        out.extend((0..stay.count).map(|_| Token {
            resource: stay.resource as usize,
            stay: Some(stay.rate),
        }));
    }
    out
}

fn resource_sinks() -> impl Strategy<Value = Sinks> {
    (any::<[bool; 5]>()).prop_map(|[mercer, watermill, windmill, jeweller, gold_any]| Sinks {
        mercer,
        watermill,
        windmill,
        jeweller,
        mercer_gold_any: gold_any,
        ..Sinks::default()
    })
}

fn stays(max_count: u32) -> impl Strategy<Value = Vec<Stay>> {
    prop::collection::vec((0usize..4, 0usize..4, 1..=max_count, 0i32..=3), 0..=2).prop_map(
        |entries| {
            entries
                .into_iter()
                .map(|(tile, resource, count, rate)| Stay {
                    tile,
                    resource: Resource::ALL[resource],
                    count,
                    rate: rate.into(),
                })
                .collect()
        },
    )
}

/// Slow solver for workers `[blue, red, yellow, green]`, worker by worker.
fn slow_workers(workers: [u32; 4], sinks: &Sinks) -> i64 {
    // Destinations: 0 nothing, 1 Craftsman, 2 Key market, 3 Village hall, 4 Apothecary,
    // 5 White Wind.
    fn go(left: [u32; 4], tiles: &mut [[u32; 4]; 6], sinks: &Sinks, from: usize) -> i64 {
        let Some(colour) = (0..4).find(|&c| left[c] > 0) else {
            let [_, craft, market, hall, apothecary, wind] = *tiles;
            let owned = |on: bool, p: i64| if on { p } else { 0 };
            return owned(
                sinks.craftsman,
                3 * craft[..3].iter().min().copied().unwrap() as i64,
            ) + owned(sinks.key_market, 2 * market[3] as i64)
                + owned(sinks.village_hall, *hall.iter().max().unwrap() as i64)
                + owned(
                    sinks.apothecary,
                    3 * (apothecary.iter().sum::<u32>() / 5) as i64,
                )
                + owned(sinks.white_wind, wind.iter().sum::<u32>() as i64);
        };
        let mut next = left;
        next[colour] -= 1;
        let mut best = i64::MIN;
        // Workers of one colour in non-decreasing destination order.
        for d in from..6 {
            tiles[d][colour] += 1;
            let from = if next[colour] > 0 { d } else { 0 };
            best = best.max(go(next, tiles, sinks, from));
            tiles[d][colour] -= 1;
        }
        best
    }
    go(workers, &mut [[0; 4]; 6], sinks, 0)
}

/// Slow solver for skills `[anvil, pick-axe, saw]`, skill by skill.
fn slow_skills(skills: [u32; 3], sinks: &Sinks) -> i64 {
    // Destinations: 0 nothing, 1 Scribes, 2 Scholar, 3 Key guild.
    fn go(left: [u32; 3], tiles: &mut [[u32; 3]; 4], sinks: &Sinks, from: usize) -> i64 {
        let Some(kind) = (0..3).find(|&k| left[k] > 0) else {
            let [_, scribes, scholar, guild] = *tiles;
            let owned = |on: bool, p: i64| if on { p } else { 0 };
            return owned(sinks.scribes, 10 * *scribes.iter().min().unwrap() as i64)
                + owned(sinks.scholar, 3 * *scholar.iter().max().unwrap() as i64)
                + owned(sinks.key_guild, 10 * (guild.iter().sum::<u32>() / 5) as i64);
        };
        let mut next = left;
        next[kind] -= 1;
        let mut best = i64::MIN;
        for d in from..4 {
            tiles[d][kind] += 1;
            let from = if next[kind] > 0 { d } else { 0 };
            best = best.max(go(next, tiles, sinks, from));
            tiles[d][kind] -= 1;
        }
        best
    }
    go(skills, &mut [[0; 3]; 4], sinks, 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn resources_match_the_slow_solver(
        pool in any::<[u32; 4]>().prop_map(|p| p.map(|n| n % 3)),
        stays in stays(2),
        sinks in resource_sinks(),
    ) {
        let input = Resources { pool, stays };
        let tokens = tokens(&input);
        prop_assume!(tokens.len() <= 8);
        let fast = best_resources(&input, &sinks, None);
        prop_assert_eq!(fast.points, slow_resources(&tokens, &sinks), "{:?} {:?}", input, fast);
    }

    #[test]
    fn workers_match_the_slow_solver(
        workers in any::<[u32; 4]>().prop_map(|w| w.map(|n| n % 8)),
        owned in any::<[bool; 5]>(),
    ) {
        // Up to 7 of a colour: more than the four the solver's windows look below the most.
        prop_assume!(workers.iter().sum::<u32>() <= 10);
        let [apothecary, craftsman, key_market, village_hall, white_wind] = owned;
        let sinks = Sinks { apothecary, craftsman, key_market, village_hall, white_wind, ..Sinks::default() };
        prop_assert_eq!(best_workers(workers, &sinks, None).points, slow_workers(workers, &sinks));
    }

    #[test]
    fn skills_match_the_slow_solver(
        skills in any::<[u32; 3]>().prop_map(|s| s.map(|n| n % 5)),
        owned in any::<[bool; 3]>(),
    ) {
        let [scribes, scholar, key_guild] = owned;
        let sinks = Sinks { scribes, scholar, key_guild, ..Sinks::default() };
        prop_assert_eq!(best_skills(skills, &sinks, None).points, slow_skills(skills, &sinks));
    }

    /// Up to the box's 48 of an item: the plan uses each resource once and its points add up.
    #[test]
    fn large_counts_add_up(
        pool in any::<[u32; 4]>().prop_map(|p| p.map(|n| n % 49)),
        stays in stays(12),
        sinks in resource_sinks(),
        reach in prop_oneof![Just(Reach::Separate), Just(Reach::NonGoldAlike), Just(Reach::AllAlike)],
    ) {
        let sinks = Sinks { reach, ..sinks };
        let input = Resources { pool, stays };
        let plan = best_resources(&input, &sinks, None);
        let total: u32 = input.pool.iter().sum::<u32>() + input.stays.iter().map(|s| s.count).sum::<u32>();
        let milled = plan.watermill.map_or(0, |w| w.1);
        let stayed: u32 = plan.stayed.iter().sum();
        prop_assert_eq!(
            3 * plan.mercer_sets + 5 * plan.windmill_sets + milled + plan.jeweller + plan.gold_left + plan.unused + stayed,
            total
        );
        let stay_points: i64 = input.stays.iter().zip(&plan.stayed).map(|(s, &n)| s.rate * n as i64).sum();
        prop_assert_eq!(
            5 * (plan.mercer_sets + plan.windmill_sets) as i64 + milled as i64 + 2 * plan.jeweller as i64
                + plan.gold_left as i64 + stay_points,
            plan.points
        );
        // Never below what the items would score with no set tile at all.
        let mut alone = sinks;
        alone.mercer = false;
        alone.windmill = false;
        prop_assert!(plan.points >= best_resources(&input, &alone, None).points);
    }
}
