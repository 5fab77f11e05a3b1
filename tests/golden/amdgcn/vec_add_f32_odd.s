	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl vec_add_kernel
	.p2align 8
	.type vec_add_kernel,@function
vec_add_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v10, s12
	v_mov_b32 v11, s13
	v_mov_b32 v12, s14
	v_mov_b32 v13, s15
	v_mov_b32 v14, s16
	v_mov_b32 v15, s17
	v_mov_b32 v1, s18
	v_lshlrev_b32_e64 v0, 2, v0
	v_and_b32_e32 v0, 0x3fc, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v2, s4
	; %offsets_0 = arith.muli
	v_lshlrev_b32_e64 v2, 10, v2
	; %offsets_3 = arith.addi
	v_add_u32_e64 v3, v2, v0
	; %x_5 = tt.addptr
	v_mad_i64_i32 v[10:11], vcc, v3, 4, v[10:11]
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v3, v1
	; %x_6 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v4, v[10:11], off
	s_or_b64 exec, exec, s[8:9]
	; %offsets_1 = tt.make_range
	v_or_b32_e64 v5, v0, 1
	; %offsets_3 = arith.addi
	v_add_u32_e64 v5, v2, v5
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v5, v1
	; %x_6 = tt.load
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v5, v[10:11], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %offsets_1 = tt.make_range
	v_or_b32_e64 v6, v0, 2
	; %offsets_3 = arith.addi
	v_add_u32_e64 v6, v2, v6
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v6, v1
	; %x_6 = tt.load
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v6, v[10:11], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %offsets_1 = tt.make_range
	v_or_b32_e64 v0, v0, 3
	; %offsets_3 = arith.addi
	v_add_u32_e64 v0, v2, v0
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v0, v1
	; %x_6 = tt.load
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v0, v[10:11], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %y_7 = tt.addptr
	v_mad_i64_i32 v[10:11], vcc, v3, 4, v[12:13]
	; %y_8 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v1, v[10:11], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v2, v[10:11], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v7, v[10:11], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v8, v[10:11], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[10:11], vcc, v3, 4, v[14:15]
	s_waitcnt vmcnt(3)
	; %2 = arith.addf
	v_add_f32_e64 v1, v4, v1
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[10:11], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %2 = arith.addf
	v_add_f32_e64 v1, v5, v2
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[10:11], v1, off offset:4
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %2 = arith.addf
	v_add_f32_e64 v1, v6, v7
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[10:11], v1, off offset:8
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %2 = arith.addf
	v_add_f32_e64 v0, v0, v8
	; tt.store
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[10:11], v0, off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size vec_add_kernel, .Lfunc_end0-vec_add_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel vec_add_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: vec_add_kernel
    .symbol: vec_add_kernel.kd
    .kernarg_segment_size: 28
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 30
    .vgpr_count: 16
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
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n_elements
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
