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
	v_mov_b32 v8, s12
	v_mov_b32 v9, s13
	v_mov_b32 v10, s14
	v_mov_b32 v11, s15
	v_mov_b32 v1, s16
	v_mov_b32 v2, s17
	v_mov_b32 v3, s18
	v_mov_b32 v4, s19
	v_lshlrev_b32_e64 v0, 1, v0
	v_and_b32_e32 v0, 0x1fe, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v5, s4
	; %offs_0 = arith.muli
	v_lshlrev_b32_e64 v5, 9, v5
	; %offs_3 = arith.addi
	v_add_u32_e64 v6, v5, v0
	; %x_5 = tt.addptr
	v_mad_i64_i32 v[8:9], vcc, v6, 2, v[8:9]
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v6, v4
	; %x_6 = tt.load
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_ushort v7, v[8:9], off
	s_or_b64 exec, exec, s[8:9]
	; %offs_1 = tt.make_range
	v_or_b32_e64 v0, v0, 1
	; %offs_3 = arith.addi
	v_add_u32_e64 v0, v5, v0
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v0, v4
	; %x_6 = tt.load
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_ushort v0, v[8:9], off offset:2
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[8:9], vcc, v6, 2, v[10:11]
	s_waitcnt vmcnt(1)
	; %x_7 = arith.extf
	v_cvt_f32_f16 v4, v7
	; %y_10 = arith.addf
	v_fma_f32 v4, v4, v1, v2
	; %y_11 = arith.negf
	v_xor_b32_e32 v5, 0x80000000, v3
	; %y_14 = tt.clampf
	v_max_f32_e64 v4, v4, v5
	v_min_f32_e64 v4, v4, v3
	; %2 = arith.truncf
	v_bfe_u32 v6, v4, 16, 1
	v_add_u32_e32 v6, v4, v6
	v_add_u32_e32 v6, 0x7fff, v6
	v_lshrrev_b32 v6, 16, v6
	v_mov_b32 v7, 0x7fc0
	v_cmp_o_f32_e32 vcc, v4, v4
	v_cndmask_b32_e32 v6, v7, v6, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_short v[8:9], v6, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(1)
	; %x_7 = arith.extf
	v_cvt_f32_f16 v0, v0
	; %y_10 = arith.addf
	v_fma_f32 v0, v0, v1, v2
	; %y_14 = tt.clampf
	v_max_f32_e64 v0, v0, v5
	v_min_f32_e64 v0, v0, v3
	; %2 = arith.truncf
	v_bfe_u32 v1, v0, 16, 1
	v_add_u32_e32 v1, v0, v1
	v_add_u32_e32 v1, 0x7fff, v1
	v_lshrrev_b32 v1, 16, v1
	v_mov_b32 v2, 0x7fc0
	v_cmp_o_f32_e32 vcc, v0, v0
	v_cndmask_b32_e32 v1, v2, v1, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_short v[8:9], v1, off offset:2
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
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
    .sgpr_count: 26
    .vgpr_count: 12
    .max_flat_workgroup_size: 256
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
