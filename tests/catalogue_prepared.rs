//! `crates/engine/src/carcassonne/catalogue_prepared.rs`, the tile catalogue the binary uses, is
//! `data/carcassonne/tiles.txt` as parsed by `Catalogue::parse` and written by [`rust_source`]:
//! this test fails when the file is stale, and rewrites it when `ARBITER_WRITE_CATALOGUE` is
//! set (`ARBITER_WRITE_CATALOGUE=1 cargo test --test suite catalogue_prepared`). The catalogue's own
//! unit test checks that the prepared tiles equal the parsed ones.

use std::path::Path;

use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDef};

/// `catalogue_prepared.rs` as written from `tiles`.
fn rust_source(tiles: &[TileDef]) -> String {
    let list = |items: Vec<String>| items.join(", ");
    let mut out = String::from(
        "//! The tiles of `data/carcassonne/tiles.txt`, written by the test\n\
         //! `tests/catalogue_prepared.rs` from the text parsed\n\
         //! (`ARBITER_WRITE_CATALOGUE=1 cargo test --test suite catalogue_prepared`). Do not edit.\n\
         \n\
         use super::{feature, tile, TileDef};\n\
         use crate::carcassonne::geometry::{Edge, HalfEdge};\n\
         \n\
         /// Every tile, in catalogue order.\n\
         ///\n\
         /// Long by nature: generated data, one `tile(..)` call a tile of `tiles.txt` and no logic\n\
         /// between them to split off (the parsing and checking live in `Catalogue::parse`).\n\
         pub(super) fn tiles() -> Vec<TileDef> {\n    vec![\n",
    );
    for t in tiles {
        let features: Vec<String> = t
            .features
            .iter()
            .map(|f| {
                format!(
                    "            feature({:?}, &[{}], &[{}], &[{}], {}, {}, {}, &{:?}, &{:?}, &{:?}),\n",
                    f.kind.name(),
                    list(f.edges.iter().map(|e| format!("Edge::{e:?}")).collect()),
                    list(f.shared.iter().map(|e| format!("Edge::{e:?}")).collect()),
                    list(
                        f.halves
                            .iter()
                            .map(|h| format!("HalfEdge::{h:?}"))
                            .collect()
                    ),
                    f.inner,
                    f.inner2,
                    f.pennants,
                    f.marks.iter().map(|m| m.key()).collect::<Vec<_>>(),
                    f.cities,
                    f.links,
                )
            })
            .collect();
        out.push_str(&format!(
            "        tile({:?}, {:?}, {:?}, {:?}, &{:?}, {:?}, {:?}, {}, {}, &{:?}, vec![\n{}        ]),\n",
            t.id,
            t.letter,
            t.expansion.key(),
            t.edges.iter().map(|e| e.def().letter).collect::<String>(),
            t.counts
                .iter()
                .map(|c| (c.variant, c.count))
                .collect::<Vec<_>>(),
            t.twin,
            t.max,
            t.start,
            t.held,
            t.marks.iter().map(|m| m.key()).collect::<Vec<_>>(),
            features.concat(),
        ));
    }
    out.push_str("    ]\n}\n");
    out
}

#[test]
fn the_prepared_catalogue_is_written_from_the_text() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text =
        std::fs::read_to_string(root.join("crates/engine/data/carcassonne/tiles.txt")).unwrap();
    let parsed = Catalogue::parse(&text).expect("tiles.txt parses");
    let source = rust_source(parsed.tiles());
    let path = root.join("crates/engine/src/carcassonne/catalogue_prepared.rs");
    if std::env::var_os("ARBITER_WRITE_CATALOGUE").is_some() {
        std::fs::write(&path, &source).expect("write catalogue_prepared.rs");
    }
    let written = std::fs::read_to_string(&path).expect("read catalogue_prepared.rs");
    assert!(
        written == source,
        "catalogue_prepared.rs is stale: run ARBITER_WRITE_CATALOGUE=1 cargo test --test suite catalogue_prepared"
    );
    assert_eq!(Catalogue::get().tiles(), parsed.tiles());
}
