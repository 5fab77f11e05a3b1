	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl shifted_load_kernel
	.p2align 8
	.type shifted_load_kernel,@function
shifted_load_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v4, s12
	v_mov_b32 v5, s13
	v_mov_b32 v6, s14
	v_mov_b32 v7, s15
	v_mov_b32 v8, s16
	v_mov_b32 v9, s17
	v_mov_b32 v1, s18
	v_and_b32_e32 v0, 0xff, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v2, s4
	; %offs_1 = arith.muli
	v_lshlrev_b32_e64 v2, 8, v2
	; %offs_4 = arith.addi
	v_add_u32_e64 v0, v2, v0
	; %x_6 = tt.addptr
	v_mad_i64_i32 v[4:5], vcc, v0, 4, v[4:5]
	; %mask_5 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v1
	; %x_7 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v2, v[4:5], off glc
	s_or_b64 exec, exec, s[8:9]
	; %nxt_10 = tt.addptr
	v_mov_b32 v10, 4
	v_mov_b32 v11, 0
	v_add_co_u32_e64 v4, vcc, v4, v10
	v_addc_co_u32_e64 v5, vcc, v5, v11, vcc
	; %nxt_8 = arith.addi
	v_add_u32_e64 v3, v0, 1
	; %nxt_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v3, v1
	; %nxt_11 = tt.load
	v_mov_b32 v1, 0xbf800000
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v1, v[4:5], off
	s_or_b64 exec, exec, s[8:9]
	; %w_12 = tt.addptr
	v_mad_i64_i32 v[4:5], vcc, v0, 4, v[6:7]
	; %w_13 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v3, v[4:5], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[4:5], vcc, v0, 4, v[8:9]
	s_waitcnt vmcnt(0)
	; %3 = arith.addf
	v_fma_f32 v0, v2, v3, v1
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[4:5], v0, off slc
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size shifted_load_kernel, .Lfunc_end0-shifted_load_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel shifted_load_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
  - .name: shifted_load_kernel
    .symbol: shifted_load_kernel.kd
    .kernarg_segment_size: 28
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
      - .name: !str w_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
