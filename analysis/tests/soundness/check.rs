//! The checker: whether concrete values have the properties an AxisInfo claims.
//!
//! Along dimension `d` of extent `n`, with the other indices fixed (a *line*):
//!
//! - contiguity `c`: each run of `c` elements starting at an index that is a
//!   multiple of `c` goes up by one step (1, or the pointee size for pointers)
//!   from each element to the next;
//! - divisibility `v`: the first element of each such run is a multiple of `v`
//!   (with `c = 1`, every element);
//! - constancy `k`: each run of `k` elements starting at a multiple of `k` holds one
//!   value;
//!
//! and a known constant is every element's value, `non_negative` every element's
//! sign. `c`, `v` and `k` must be powers of two, `c` and `k` at most `n`.

use tilelift_analysis::AxisInfo;

/// A concrete tile of integers (or addresses), row-major.
pub struct Concrete<'a> {
    /// The extents; empty for a scalar (checked as one element of rank 1).
    pub shape: &'a [i64],
    /// The distance between contiguous elements: 1, or the pointee size.
    pub step: i64,
    /// The elements.
    pub elems: &'a [i64],
}

impl Concrete<'_> {
    fn extents(&self) -> Vec<usize> {
        if self.shape.is_empty() {
            vec![1]
        } else {
            self.shape.iter().map(|&n| n as usize).collect()
        }
    }
}

/// The distance between neighbours along `dim`, and the position of element `i`
/// along it.
fn stride(extents: &[usize], dim: usize) -> usize {
    extents[dim + 1..].iter().product()
}

/// Checks every claim of `info` against `tile`; the first violation as an error.
pub fn check(info: &AxisInfo, tile: &Concrete<'_>) -> Result<(), String> {
    let extents = tile.extents();
    if info.rank() != extents.len() {
        return Err(format!(
            "rank {} claimed for a tile of shape {:?}",
            info.rank(),
            tile.shape
        ));
    }
    for d in 0..extents.len() {
        check_dim(info, tile, &extents, d)?;
    }
    if let Some(value) = info.constant {
        if let Some(i) = tile.elems.iter().position(|&e| e != value) {
            return Err(format!(
                "constant {value}: element {i} is {}",
                tile.elems[i]
            ));
        }
    }
    if info.non_negative {
        if let Some(i) = tile.elems.iter().position(|&e| e < 0) {
            return Err(format!("non-negative: element {i} is {}", tile.elems[i]));
        }
    }
    Ok(())
}

fn check_dim(
    info: &AxisInfo,
    tile: &Concrete<'_>,
    extents: &[usize],
    d: usize,
) -> Result<(), String> {
    let n = extents[d] as i64;
    let (c, v, k) = (info.contiguity[d], info.divisibility[d], info.constancy[d]);
    for (name, x) in [("contiguity", c), ("divisibility", v), ("constancy", k)] {
        if x < 1 || !(x as u64).is_power_of_two() {
            return Err(format!("dim {d}: {name} {x} is not a power of two"));
        }
    }
    if c > n || k > n {
        return Err(format!(
            "dim {d}: contiguity {c} or constancy {k} exceeds the extent {n}"
        ));
    }
    let s = stride(extents, d);
    let elems = tile.elems;
    for (i, &x) in elems.iter().enumerate() {
        let pos = ((i / s) % extents[d]) as i64;
        if pos % c == 0 {
            if x.rem_euclid(v) != 0 {
                return Err(format!("dim {d}: divisibility {v}: run start {i} is {x}"));
            }
        } else if x != elems[i - s].wrapping_add(tile.step) {
            let prev = elems[i - s];
            return Err(format!(
                "dim {d}: contiguity {c}: element {i} is {x} after {prev}"
            ));
        }
        if pos % k != 0 && x != elems[i - s] {
            let prev = elems[i - s];
            return Err(format!(
                "dim {d}: constancy {k}: element {i} is {x} after {prev}"
            ));
        }
    }
    Ok(())
}

/// Checks that a vector access of `width` elements of `elem_bytes` along `dim` is
/// safe: every aligned group of `width` pointers is consecutive and starts at a
/// multiple of `width * elem_bytes`, and the mask is one value over it.
pub fn check_vector(
    ptrs: &Concrete<'_>,
    mask: Option<&[i64]>,
    dim: usize,
    width: i64,
    elem_bytes: i64,
) -> Result<(), String> {
    let extents = ptrs.extents();
    let s = stride(&extents, dim);
    for (i, &p) in ptrs.elems.iter().enumerate() {
        let pos = ((i / s) % extents[dim]) as i64;
        if pos % width == 0 {
            if p.rem_euclid(width * elem_bytes) != 0 {
                return Err(format!("width {width}: group start {i} at address {p:#x}"));
            }
            continue;
        }
        if p != ptrs.elems[i - s] + elem_bytes {
            return Err(format!(
                "width {width}: address {i} is {p:#x}, not consecutive"
            ));
        }
        if let Some(m) = mask {
            if m[i] != m[i - s] {
                return Err(format!("width {width}: the mask changes at element {i}"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use smallvec::smallvec;

    fn info(c: i64, v: i64, k: i64) -> AxisInfo {
        AxisInfo {
            contiguity: smallvec![c],
            divisibility: smallvec![v],
            constancy: smallvec![k],
            constant: None,
            non_negative: false,
        }
    }

    fn tile(elems: &[i64]) -> Concrete<'_> {
        Concrete {
            shape: &[8],
            step: 1,
            elems,
        }
    }

    #[test]
    fn accepts_what_holds_and_rejects_what_does_not() {
        let runs = [16, 17, 18, 19, 8, 9, 10, 11];
        assert!(check(&info(4, 8, 1), &tile(&runs)).is_ok());
        assert!(check(&info(8, 8, 1), &tile(&runs)).is_err());
        assert!(check(&info(4, 16, 1), &tile(&runs)).is_err());
        // Runs of 2 start at 16, 18, 8, 10: divisible by 2 only.
        assert!(check(&info(2, 2, 1), &tile(&runs)).is_ok());
        assert!(check(&info(2, 4, 1), &tile(&runs)).is_err());
        let consts = [4, 4, 4, 4, 12, 12, 12, 12];
        assert!(check(&info(1, 4, 4), &tile(&consts)).is_ok());
        assert!(check(&info(1, 8, 4), &tile(&consts)).is_err());
        assert!(check(&info(1, 4, 8), &tile(&consts)).is_err());
        let mut claim = info(1, 4, 4);
        claim.constant = Some(4);
        assert!(check(&claim, &tile(&consts)).is_err());
        assert!(check(&info(3, 1, 1), &tile(&consts)).is_err());
    }

    #[test]
    fn two_dimensions_and_pointers() {
        // Triton's example, as f32 addresses 4 bytes apart: contiguity [1, 4].
        let rows = [
            10, 11, 12, 13, 18, 19, 20, 21, 20, 21, 22, 23, 28, 29, 30, 31,
        ];
        let addrs: Vec<i64> = rows.iter().map(|r| r * 4).collect();
        let t = Concrete {
            shape: &[2, 8],
            step: 4,
            elems: &addrs,
        };
        let mut claim = AxisInfo::pessimistic(2);
        claim.contiguity[1] = 4;
        claim.divisibility = smallvec![4, 8];
        assert!(check(&claim, &t).is_ok());
        claim.divisibility[1] = 16;
        assert!(check(&claim, &t).is_err());
        assert!(check_vector(&t, None, 1, 2, 4).is_ok());
        assert!(check_vector(&t, None, 1, 4, 4).is_err());
        let mask = [1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1];
        assert!(check_vector(&t, Some(&mask), 1, 2, 4).is_ok());
        let mask = [1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1];
        assert!(check_vector(&t, Some(&mask), 1, 2, 4).is_err());
    }
}
