//! Any text as a rulings query: search, lookup by id and glossary lookup must never panic.
#![no_main]

use arbiter_rulings::Database;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let query = String::from_utf8_lossy(data);
    let db = Database::embedded();
    let hits = db.search(&query);
    assert!(hits.len() <= db.entries().len());
    assert!(hits
        .windows(2)
        .all(|w| w[0].score >= w[1].score || w[1].score.is_nan()));
    let _ = db.get(&query);
    let _ = db.glossary().lookup(&query);
    let _ = arbiter_rulings::fold(&query);
});
