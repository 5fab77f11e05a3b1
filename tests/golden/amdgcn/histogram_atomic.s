	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl histogram_kernel
	.p2align 8
	.type histogram_kernel,@function
histogram_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx2 s[16:17], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v10, s12
	v_mov_b32 v11, s13
	v_mov_b32 v12, s14
	v_mov_b32 v13, s15
	v_mov_b32 v1, s16
	v_and_b32_e32 v2, 0xff, v0
	v_lshlrev_b32_e64 v0, 1, v0
	v_and_b32_e32 v0, 0x1fe, v0
	v_mov_b32 v3, 0
	v_mul_lo_u32 v8, v0, 8
	v_add_u32_e64 v8, v8, v3
	v_mul_lo_u32 v9, v2, 8
	v_add_u32_e64 v9, v9, v3
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v3, s4
	; %offs_0 = arith.muli
	v_lshlrev_b32_e64 v3, 9, v3
	; %offs_3 = arith.addi
	v_add_u32_e64 v0, v3, v0
	; %v_6 = tt.addptr
	v_mad_i64_i32 v[10:11], vcc, v0, 4, v[10:11]
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v0, v1
	; %v_7 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_load_dwordx2 v[4:5], v[10:11], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %1 = tt.addptr
	v_mad_i64_i32 v[10:11], vcc, v4, 4, v[12:13]
	v_mad_i64_i32 v[12:13], vcc, v5, 4, v[12:13]
	; v19 = ttg.convert_layout
	ds_write_b64 v8, v[10:11]
	ds_write_b64 v8, v[12:13] offset:8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[10:11], v9
	ds_read_b64 v[12:13], v9 offset:2048
	; %offs_3_1 = arith.addi
	v_add_u32_e64 v0, v3, v2
	; %mask_4_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v0, v1
	; %2 = tt.atomic_rmw
	v_mov_b32 v0, 1
	s_waitcnt lgkmcnt(1)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_atomic_add v8, v[10:11], v0, off glc
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	; %offs_1_1 = tt.make_range
	v_or_b32_e32 v0, 0x100, v2
	; %offs_3_1 = arith.addi
	v_add_u32_e64 v0, v3, v0
	; %mask_4_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v0, v1
	; %2 = tt.atomic_rmw
	v_mov_b32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_atomic_add v1, v[12:13], v0, off glc
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	s_endpgm
.Lfunc_end0:
	.size histogram_kernel, .Lfunc_end0-histogram_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel histogram_kernel
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: histogram_kernel
    .symbol: histogram_kernel.kd
    .kernarg_segment_size: 20
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 22
    .vgpr_count: 14
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str hist_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 16
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
