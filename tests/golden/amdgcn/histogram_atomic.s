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
	v_mov_b32 v20, s12
	v_mov_b32 v21, s13
	v_mov_b32 v22, s14
	v_mov_b32 v23, s15
	v_mov_b32 v8, s16
	v_and_b32_e32 v9, 0xff, v0
	v_lshlrev_b32_e64 v10, 1, v0
	v_and_b32_e32 v11, 0x1fe, v10
	v_mov_b32 v12, 0
	v_mul_lo_u32 v13, v11, 8
	v_add_u32_e64 v13, v13, v12
	v_mul_lo_u32 v14, v9, 8
	v_add_u32_e64 v14, v14, v12
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v15, s4
	; %offs_0 = arith.muli
	v_mov_b32 v16, 0x200
	v_mul_lo_u32 v16, v15, v16
	; %offs_1_1 = tt.make_range
	v_or_b32_e32 v17, 0x100, v9
	; %offs_3_1 = arith.addi
	v_add_u32_e64 v18, v16, v9
	v_add_u32_e64 v1, v16, v17
	; %offs_3 = arith.addi
	v_add_u32_e64 v0, v16, v11
	; %mask_4_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v18, v8
	v_cmp_lt_i32_e64 s[20:21], v1, v8
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v0, v8
	; %v_6 = tt.addptr
	v_mul_lo_u32 v24, v0, 4
	v_mul_hi_i32 v25, v0, 4
	v_add_co_u32_e64 v26, vcc, v20, v24
	v_addc_co_u32_e64 v27, vcc, v21, v25, vcc
	; %v_7 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dwordx2 v[4:5], v[26:27], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %1 = tt.addptr
	v_mul_lo_u32 v28, v4, 4
	v_mul_hi_i32 v29, v4, 4
	v_add_co_u32_e64 v30, vcc, v22, v28
	v_addc_co_u32_e64 v31, vcc, v23, v29, vcc
	v_mul_lo_u32 v32, v5, 4
	v_mul_hi_i32 v33, v5, 4
	v_add_co_u32_e64 v34, vcc, v22, v32
	v_addc_co_u32_e64 v35, vcc, v23, v33, vcc
	; v19 = ttg.convert_layout
	ds_write_b64 v13, v[30:31]
	ds_write_b64 v13, v[34:35] offset:8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[36:37], v14
	ds_read_b64 v[38:39], v14 offset:2048
	; %2 = tt.atomic_rmw
	v_mov_b32 v1, 1
	s_waitcnt lgkmcnt(1)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_atomic_add v2, v[36:37], v1, off glc
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_mov_b32 v3, 1
	s_waitcnt lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_atomic_add v8, v[38:39], v3, off glc
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 40
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
    .sgpr_count: 26
    .vgpr_count: 40
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
