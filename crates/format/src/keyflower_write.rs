//! A Keyflower position written back as a position file (`docs/keyflower-position.md`), as
//! `replay --until` gives it: `check`, `score` and `move` read it. Names are written as
//! double-quoted strings with YAML's escapes ([`arbiter_rulings::shown::quoted`]), so no name
//! can break the file or reach a terminal raw; the documented spellings are written
//! (`colour`).

use std::fmt::Write;

use arbiter_engine::keyflower::catalogue::{Colour, Resource, Skill};
use arbiter_engine::keyflower::options::Options;
use arbiter_engine::keyflower::position::{Face, Position, Tile};

fn quoted(s: &str) -> String {
    arbiter_rulings::shown::quoted(s)
}

/// `{blue: 1, red: 2}` of the non-zero counts, `None` when all are zero.
fn counts(names: &[&str], values: &[u32]) -> Option<String> {
    let parts: Vec<String> = names
        .iter()
        .zip(values)
        .filter(|(_, v)| **v > 0)
        .map(|(n, v)| format!("{n}: {v}"))
        .collect();
    (!parts.is_empty()).then(|| format!("{{{}}}", parts.join(", ")))
}

fn colours(values: &[u32; 4]) -> Option<String> {
    counts(&Colour::ALL.map(Colour::key), values)
}

fn face(f: Face) -> &'static str {
    match f {
        Face::Front => "front",
        Face::Upgraded => "upgraded",
        Face::A => "a",
        Face::B => "b",
    }
}

fn edges(e: &[arbiter_engine::keyflower::geometry::Edge; 6]) -> String {
    e.iter()
        .map(|e| match e {
            arbiter_engine::keyflower::geometry::Edge::Road => 'R',
            arbiter_engine::keyflower::geometry::Edge::Field => 'F',
            arbiter_engine::keyflower::geometry::Edge::Water => 'W',
        })
        .collect()
}

fn tile(t: &Tile, pos: &Position) -> String {
    let mut parts = vec![format!("tile: {}", t.def.key)];
    if let Some(at) = t.at {
        parts.push(format!("at: [{}, {}]", at.q, at.r));
    }
    if t.rotation != 0 {
        parts.push(format!("rotation: {}", t.rotation));
    }
    if t.face != Face::Front {
        parts.push(format!("face: {}", face(t.face)));
    }
    if let Some(e) = &t.edges {
        parts.push(format!("edges: {}", edges(e)));
    }
    if let Some(r) = counts(&Resource::ALL.map(Resource::key), &t.resources) {
        parts.push(format!("resources: {r}"));
    }
    if let Some(w) = &t.workers {
        let uses: Vec<String> = w.uses.iter().map(u32::to_string).collect();
        let mut s = format!("colour: {}, uses: [{}]", w.colour.key(), uses.join(", "));
        if let Some(flat) = colours(&w.flat) {
            let _ = write!(s, ", flat: {flat}");
        }
        parts.push(format!("workers: {{{s}}}"));
    }
    if !t.bids.is_empty() {
        let bids: Vec<String> = t
            .bids
            .iter()
            .map(|b| {
                format!(
                    "{{player: {}, colour: {}, count: {}{}}}",
                    quoted(&pos.players[b.player].name),
                    b.colour.key(),
                    b.count,
                    if b.flat { ", flat: true" } else { "" }
                )
            })
            .collect();
        parts.push(format!("bids: [{}]", bids.join(", ")));
    }
    let p = &t.printed;
    let mut printed = Vec::new();
    for (name, v) in [
        ("vp", p.vp),
        ("cart", p.cart),
        ("upgrades", p.upgrades),
        ("rate", p.rate),
        ("sea-breese", p.sea_breese),
    ] {
        if let Some(v) = v.filter(|v| v.from_file) {
            printed.push(format!("{name}: {}", v.value));
        }
    }
    if let Some(c) = p.cost.filter(|c| Some(*c) != t.def.cost) {
        let mut items: Vec<String> = Resource::ALL
            .iter()
            .filter(|r| c.resources[**r as usize] > 0)
            .map(|r| format!("{}: {}", r.key(), c.resources[*r as usize]))
            .collect();
        if c.any > 0 {
            items.push(format!("any: {}", c.any));
        }
        items.extend(
            Skill::ALL
                .iter()
                .filter(|s| c.skills[**s as usize] > 0)
                .map(|s| format!("{}: {}", s.key(), c.skills[*s as usize])),
        );
        printed.push(format!("cost: {{{}}}", items.join(", ")));
    }
    if let Some(r) = t.stores {
        printed.push(format!("stores: {}", r.key()));
    }
    if !printed.is_empty() {
        parts.push(format!("printed: {{{}}}", printed.join(", ")));
    }
    if t.flipped_by_flipper {
        parts.push("flipped_by_flipper: true".to_string());
    }
    format!("{{{}}}", parts.join(", "))
}

/// The position as a position file.
pub fn position_file(pos: &Position) -> String {
    let mut out = String::from("game: keyflower\n");
    let _ = writeln!(out, "season: {}", pos.season.key());
    if pos.table_size != pos.players.len() {
        let _ = writeln!(out, "players_at_table: {}", pos.table_size);
    }
    if !pos.start_tile_in_play {
        out.push_str("start_tile_in_play: false\n");
    }
    let defaults = Options::default().echo();
    let changed: Vec<String> = pos
        .options
        .echo()
        .iter()
        .zip(defaults)
        .filter(|(a, b)| a.2 != b.2)
        .map(|(a, _)| format!("{}: {}", a.1, a.2))
        .collect();
    if !changed.is_empty() {
        let _ = writeln!(out, "options: {{{}}}", changed.join(", "));
    }
    out.push_str("players:\n");
    for p in &pos.players {
        let _ = writeln!(out, "  - name: {}", quoted(&p.name));
        if let Some(c) = &p.colour {
            let _ = writeln!(out, "    colour: {}", quoted(c));
        }
        if p.start_player {
            out.push_str("    start_player: true\n");
        }
        if p.won_winter_start_tile {
            out.push_str("    won_winter_start_tile: true\n");
        }
        if let Some(w) = colours(&p.workers) {
            let _ = writeln!(out, "    workers: {w}");
        }
        if let Some(s) = counts(&Skill::ALL.map(Skill::key), &p.skills) {
            let _ = writeln!(out, "    skills: {s}");
        }
        if !p.winter_tiles.is_empty() {
            let keys: Vec<&str> = p.winter_tiles.iter().map(|d| d.key).collect();
            let _ = writeln!(out, "    winter_tiles: [{}]", keys.join(", "));
        }
        if p.village.is_empty() {
            out.push_str("    village: []\n");
        } else {
            out.push_str("    village:\n");
        }
        for t in &p.village {
            let _ = writeln!(out, "      - {}", tile(t, pos));
        }
    }
    if !pos.offer.is_empty() {
        out.push_str("offer:\n");
        for t in &pos.offer {
            let _ = writeln!(out, "  - {}", tile(t, pos));
        }
    }
    out
}
