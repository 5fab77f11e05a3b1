	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl scale_cast_kernel
	.p2align 8
	.type scale_cast_kernel,@function
scale_cast_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v26, s12
	v_mov_b32 v27, s13
	v_mov_b32 v28, s14
	v_mov_b32 v29, s15
	v_mov_b32 v6, s16
	v_mov_b32 v8, s17
	v_mov_b32 v10, s18
	v_mov_b32 v12, s19
	v_lshlrev_b32_e64 v13, 2, v0
	v_and_b32_e32 v14, 0x1fc, v13
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v16, s4
	; %offs_0 = arith.muli
	v_mov_b32 v18, 0x200
	v_mul_lo_u32 v18, v16, v18
	; %offs_1 = tt.make_range
	v_or_b32_e64 v20, v14, 1
	v_or_b32_e64 v22, v14, 2
	v_or_b32_e64 v24, v14, 3
	; %offs_3 = arith.addi
	v_add_u32_e64 v0, v18, v14
	v_add_u32_e64 v3, v18, v20
	v_add_u32_e64 v2, v18, v22
	v_add_u32_e64 v1, v18, v24
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v0, v12
	v_cmp_lt_i32_e64 s[24:25], v3, v12
	v_cmp_lt_i32_e64 s[22:23], v2, v12
	v_cmp_lt_i32_e64 s[20:21], v1, v12
	; %x_5 = tt.addptr
	v_mul_lo_u32 v34, v0, 2
	v_mul_hi_i32 v35, v0, 2
	v_add_co_u32_e64 v36, vcc, v26, v34
	v_addc_co_u32_e64 v37, vcc, v27, v35, vcc
	; %x_6 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v4, v[36:37], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v3, v[36:37], off offset:2
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_ushort v1, v[36:37], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_ushort v2, v[36:37], off offset:6
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %x_7 = arith.extf
	v_cvt_f32_f16 v4, v4
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16 v3, v3
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16 v1, v1
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v2, v2
	; %y_8 = arith.mulf
	v_mul_f32_e64 v4, v4, v6
	v_mul_f32_e64 v7, v3, v6
	v_mul_f32_e64 v9, v1, v6
	v_mul_f32_e64 v11, v2, v6
	; %y_10 = arith.addf
	v_add_f32_e64 v12, v4, v8
	v_add_f32_e64 v13, v7, v8
	v_add_f32_e64 v14, v9, v8
	v_add_f32_e64 v15, v11, v8
	; %y_11 = arith.negf
	v_xor_b32_e32 v17, 0x80000000, v10
	; %y_14 = tt.clampf
	v_max_f32_e64 v18, v12, v17
	v_min_f32_e64 v19, v18, v10
	v_max_f32_e64 v21, v13, v17
	v_min_f32_e64 v23, v21, v10
	v_max_f32_e64 v25, v14, v17
	v_min_f32_e64 v1, v25, v10
	v_max_f32_e64 v2, v15, v17
	v_min_f32_e64 v2, v2, v10
	; %1 = tt.addptr
	v_mul_lo_u32 v30, v0, 2
	v_mul_hi_i32 v31, v0, 2
	v_add_co_u32_e64 v32, vcc, v28, v30
	v_addc_co_u32_e64 v33, vcc, v29, v31, vcc
	; %2 = arith.truncf
	v_bfe_u32 v5, v19, 16, 1
	v_add_u32_e32 v5, v19, v5
	v_add_u32_e32 v5, 0x7fff, v5
	v_lshrrev_b32 v5, 16, v5
	v_mov_b32 v0, 0x7fc0
	v_cmp_o_f32_e32 vcc, v19, v19
	v_cndmask_b32_e32 v5, v0, v5, vcc
	v_bfe_u32 v4, v23, 16, 1
	v_add_u32_e32 v4, v23, v4
	v_add_u32_e32 v4, 0x7fff, v4
	v_lshrrev_b32 v4, 16, v4
	v_mov_b32 v0, 0x7fc0
	v_cmp_o_f32_e32 vcc, v23, v23
	v_cndmask_b32_e32 v4, v0, v4, vcc
	v_bfe_u32 v3, v1, 16, 1
	v_add_u32_e32 v3, v1, v3
	v_add_u32_e32 v3, 0x7fff, v3
	v_lshrrev_b32 v3, 16, v3
	v_mov_b32 v0, 0x7fc0
	v_cmp_o_f32_e32 vcc, v1, v1
	v_cndmask_b32_e32 v3, v0, v3, vcc
	v_bfe_u32 v0, v2, 16, 1
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v0, 0x7fff, v0
	v_lshrrev_b32 v0, 16, v0
	v_mov_b32 v1, 0x7fc0
	v_cmp_o_f32_e32 vcc, v2, v2
	v_cndmask_b32_e32 v0, v1, v0, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_short v[32:33], v5, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_short v[32:33], v4, off offset:2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_short v[32:33], v3, off offset:4
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_short v[32:33], v0, off offset:6
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size scale_cast_kernel, .Lfunc_end0-scale_cast_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel scale_cast_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: scale_cast_kernel
    .symbol: scale_cast_kernel.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 30
    .vgpr_count: 38
    .max_flat_workgroup_size: 128
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str y_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str alpha
        .offset: 16
        .size: 4
        .value_kind: by_value
      - .name: !str beta
        .offset: 20
        .size: 4
        .value_kind: by_value
      - .name: !str limit
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str n
        .offset: 28
        .size: 4
        .value_kind: by_value
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
