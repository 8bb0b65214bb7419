//! Benchmark: exact end-game allocation on a large village (every winter tile, Boat White
//! Wind, two storage tiles with gold, the start-player marker, 60+ items). Must stay < 10 ms.

use arbiter::keyflower::{self, Options, Position};

fn large_village() -> Position {
    let mut village = String::new();
    let winter = [
        "apothecary",
        "craftsmans-guild",
        "jeweller",
        "key-guild",
        "keythedral",
        "key-market",
        "mercers-guild",
        "scholar",
        "scribes",
        "village-hall",
        "watermill",
        "windmill",
    ];
    for (i, t) in winter.iter().enumerate() {
        village.push_str(&format!(
            "      - {{tile: {t}, at: [{}, 0], edges: RFFFFF}}\n",
            2 * i + 2
        ));
    }
    let text = format!(
        "game: keyflower\nseason: end\nplayers:\n  - name: Anna\n    start_player: true\n    won_winter_start_tile: true\n    workers: {{blue: 9, red: 8, yellow: 7, green: 5}}\n    skills: {{anvil: 5, pick-axe: 6, saw: 4}}\n    village:\n      - {{tile: home-1, at: [0, 0], edges: RRRRRW, printed: {{vp: 0}}, resources: {{gold: 6, iron: 7, stone: 6, wood: 8}}}}\n      - {{tile: white-wind, at: [0, 3], edges: WWWWWW}}\n      - {{tile: blacksmith, at: [0, 6], edges: RRFFFF, printed: {{vp: 0, rate: 2}}, resources: {{iron: 2, gold: 2}}}}\n      - {{tile: timber-yard, at: [0, 9], edges: RRFFFF, printed: {{vp: 0, rate: 3}}, face: upgraded, resources: {{wood: 1, gold: 1}}}}\n{village}  - name: Bob\n    village:\n      - {{tile: home-2, at: [0, 0], edges: RRRRRW, printed: {{vp: 0}}}}\n"
    );
    arbiter::format::keyflower::load_position(&text).expect("benchmark position loads")
}

fn main() {
    divan::main();
}

#[divan::bench]
fn allocate_large_village(bencher: divan::Bencher) {
    let pos = large_village();
    let options = Options::default();
    bencher.bench(|| keyflower::score(divan::black_box(&pos), &options));
}
