ALTER TABLE "attendance_logs" DROP CONSTRAINT "attendance_logs_created_by_user_id_users_id_fk";
