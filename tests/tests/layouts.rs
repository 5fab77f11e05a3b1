//! Every encoding in Triton's TTGIR for the corpus converts to a linear layout,
//! and every distributed layout covers its tensor.

use tilelift_ir::{EncodingData, TypeData};
use tilelift_lower::layout::convert::to_linear_layout;
use tilelift_lower::layout::linear::Dim;
use tilelift_tests::case_dirs;

#[test]
fn corpus_ttgir_encodings_convert_and_cover_their_shapes() {
    let mut checked = 0;
    for case in case_dirs() {
        let file = case.join("kernel.ttgir");
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let (module, _) = tilelift_ir::parse_module(&text).unwrap();
        for (_, data) in module.types.iter() {
            let TypeData::Tensor {
                shape,
                encoding: Some(enc),
                ..
            } = data
            else {
                continue;
            };
            let layout = to_linear_layout(&module.types, *enc, shape);
            let hopper = matches!(module.types.encoding_data(*enc), EncodingData::NvidiaMma(m) if m.version_major == 3);
            match layout {
                None if hopper => continue,
                None => panic!(
                    "{}: no linear layout for {:?}",
                    file.display(),
                    module.types.encoding_data(*enc)
                ),
                Some(layout) => {
                    assert!(layout.is_surjective(), "{}: {layout}", file.display());
                    for (d, &extent) in shape.iter().enumerate() {
                        assert_eq!(layout.out_dim_size(Dim::Tensor(d as u8)) as i64, extent);
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} tensor types checked");
}
