// Bookings straight in SQL for the benchmarks at scale (bookings-scale.mjs, saas-seed.mjs):
// realistic rows (names, addresses, a third round trips, notes now and then), no occupancy, and
// each module's booking counter set to its count, as the checkout leaves it.
import { sql } from "kysely";

/** `counts`: `[{ module_id, count, vehicle_id }]` (vehicle_id may be null), in batched statements. */
export async function insertBookings(db, counts) {
  for (let start = 0; start < counts.length; start += 50) {
    const batch = JSON.stringify(counts.slice(start, start + 50));
    await sql`
      INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_id, vehicle_name,
        starting_address, starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng,
        passengers, baggage, pick_up_time, return_pick_up_time, duration_minutes, distance_km,
        notes, options, fields, currency, price, undiscounted_price, price_lines,
        customer_first_name, customer_last_name, customer_email, customer_phone, order_date)
      SELECT m.module_id, g, (ARRAY['VALIDATED','CONFIRMED','CANCELED','EXPIRED'])[1 + g % 4], 'DRIVER',
        m.vehicle_id, 'Berline',
        g || ' promenade des Anglais, Nice', 43.7, 7.26, 'Aéroport Nice Côte d''Azur, "Terminal 2"', 43.66, 7.21,
        1 + g % 4, g % 3, timestamptz '2024-01-01' + g * interval '37 minutes',
        CASE WHEN g % 3 = 0 THEN timestamptz '2024-01-01' + g * interval '37 minutes' + interval '5 hours' END,
        25, 12.5, CASE WHEN g % 10 = 0 THEN 'Child seat, please; ring twice' ELSE '' END,
        '[{"name":"Child seat","quantity":1}]', '[]', 'EUR', 4500 + g % 5000, 4500 + g % 5000,
        '[{"kind":"distance","leg":0,"amount":4500}]',
        'Customer' || g, 'Name' || (g % 977), 'customer' || g || '@example.com', '+33 6 00 00 00 00',
        timestamptz '2023-06-01' + g * interval '5 minutes'
      FROM jsonb_to_recordset(${batch}::jsonb) AS m(module_id text, count int, vehicle_id int),
        generate_series(1, m.count) AS g`.execute(db);
    await sql`UPDATE modules SET booking_counter = m.count
      FROM jsonb_to_recordset(${batch}::jsonb) AS m(module_id text, count int)
      WHERE modules.id = m.module_id`.execute(db);
  }
}
