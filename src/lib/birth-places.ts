/**
 * Places for the birth-star calculator: Indian cities and the cities of the largest Indian
 * diaspora communities, with their IANA time zone (the zone's rules, summer time and history
 * included, are applied for the birth date through Intl). Coordinates are rounded to 0.01°; the
 * nakshatra does not depend on them (panchangs use the Moon seen from the Earth's centre), only on
 * the clock the place keeps.
 */
export interface BirthPlace {
  name: string;
  country: string;
  lat: number;
  lon: number;
  zone: string;
}

const place = (name: string, country: string, lat: number, lon: number, zone: string): BirthPlace => ({
  name,
  country,
  lat,
  lon,
  zone,
});

export const BIRTH_PLACES: BirthPlace[] = [
  place('Delhi', 'India', 28.61, 77.21, 'Asia/Kolkata'),
  place('Mumbai', 'India', 19.08, 72.88, 'Asia/Kolkata'),
  place('Kolkata', 'India', 22.57, 88.36, 'Asia/Kolkata'),
  place('Chennai', 'India', 13.08, 80.27, 'Asia/Kolkata'),
  place('Bengaluru', 'India', 12.97, 77.59, 'Asia/Kolkata'),
  place('Hyderabad', 'India', 17.39, 78.49, 'Asia/Kolkata'),
  place('Ahmedabad', 'India', 23.02, 72.57, 'Asia/Kolkata'),
  place('Pune', 'India', 18.52, 73.86, 'Asia/Kolkata'),
  place('Jaipur', 'India', 26.91, 75.79, 'Asia/Kolkata'),
  place('Lucknow', 'India', 26.85, 80.95, 'Asia/Kolkata'),
  place('Varanasi', 'India', 25.32, 82.97, 'Asia/Kolkata'),
  place('Patna', 'India', 25.59, 85.14, 'Asia/Kolkata'),
  place('Bhopal', 'India', 23.26, 77.41, 'Asia/Kolkata'),
  place('Indore', 'India', 22.72, 75.86, 'Asia/Kolkata'),
  place('Nagpur', 'India', 21.15, 79.09, 'Asia/Kolkata'),
  place('Surat', 'India', 21.17, 72.83, 'Asia/Kolkata'),
  place('Chandigarh', 'India', 30.73, 76.78, 'Asia/Kolkata'),
  place('Amritsar', 'India', 31.63, 74.87, 'Asia/Kolkata'),
  place('Guwahati', 'India', 26.14, 91.74, 'Asia/Kolkata'),
  place('Bhubaneswar', 'India', 20.3, 85.82, 'Asia/Kolkata'),
  place('Visakhapatnam', 'India', 17.69, 83.22, 'Asia/Kolkata'),
  place('Coimbatore', 'India', 11.02, 76.96, 'Asia/Kolkata'),
  place('Madurai', 'India', 9.93, 78.12, 'Asia/Kolkata'),
  place('Kochi', 'India', 9.93, 76.27, 'Asia/Kolkata'),
  place('Thiruvananthapuram', 'India', 8.52, 76.94, 'Asia/Kolkata'),
  place('Kathmandu', 'Nepal', 27.72, 85.32, 'Asia/Kathmandu'),
  place('Colombo', 'Sri Lanka', 6.93, 79.86, 'Asia/Colombo'),
  place('Dhaka', 'Bangladesh', 23.81, 90.41, 'Asia/Dhaka'),
  place('Dubai', 'United Arab Emirates', 25.2, 55.27, 'Asia/Dubai'),
  place('Abu Dhabi', 'United Arab Emirates', 24.45, 54.38, 'Asia/Dubai'),
  place('Doha', 'Qatar', 25.29, 51.53, 'Asia/Qatar'),
  place('Muscat', 'Oman', 23.59, 58.41, 'Asia/Muscat'),
  place('Riyadh', 'Saudi Arabia', 24.71, 46.68, 'Asia/Riyadh'),
  place('Kuwait City', 'Kuwait', 29.38, 47.99, 'Asia/Kuwait'),
  place('Singapore', 'Singapore', 1.35, 103.82, 'Asia/Singapore'),
  place('Kuala Lumpur', 'Malaysia', 3.14, 101.69, 'Asia/Kuala_Lumpur'),
  place('Hong Kong', 'China', 22.32, 114.17, 'Asia/Hong_Kong'),
  place('London', 'United Kingdom', 51.51, -0.13, 'Europe/London'),
  place('Leicester', 'United Kingdom', 52.64, -1.13, 'Europe/London'),
  place('Birmingham', 'United Kingdom', 52.49, -1.89, 'Europe/London'),
  place('Amsterdam', 'Netherlands', 52.37, 4.9, 'Europe/Amsterdam'),
  place('Frankfurt', 'Germany', 50.11, 8.68, 'Europe/Berlin'),
  place('Paris', 'France', 48.86, 2.35, 'Europe/Paris'),
  place('New York', 'United States', 40.71, -74.01, 'America/New_York'),
  place('Edison, New Jersey', 'United States', 40.52, -74.41, 'America/New_York'),
  place('Atlanta', 'United States', 33.75, -84.39, 'America/New_York'),
  place('Chicago', 'United States', 41.88, -87.63, 'America/Chicago'),
  place('Houston', 'United States', 29.76, -95.37, 'America/Chicago'),
  place('Dallas', 'United States', 32.78, -96.8, 'America/Chicago'),
  place('Phoenix', 'United States', 33.45, -112.07, 'America/Phoenix'),
  place('Los Angeles', 'United States', 34.05, -118.24, 'America/Los_Angeles'),
  place('San Jose', 'United States', 37.34, -121.89, 'America/Los_Angeles'),
  place('Seattle', 'United States', 47.61, -122.33, 'America/Los_Angeles'),
  place('Toronto', 'Canada', 43.65, -79.38, 'America/Toronto'),
  place('Vancouver', 'Canada', 49.28, -123.12, 'America/Vancouver'),
  place('Port of Spain', 'Trinidad and Tobago', 10.66, -61.51, 'America/Port_of_Spain'),
  place('Georgetown', 'Guyana', 6.8, -58.16, 'America/Guyana'),
  place('Paramaribo', 'Suriname', 5.85, -55.2, 'America/Paramaribo'),
  place('Nairobi', 'Kenya', -1.29, 36.82, 'Africa/Nairobi'),
  place('Durban', 'South Africa', -29.86, 31.02, 'Africa/Johannesburg'),
  place('Johannesburg', 'South Africa', -26.2, 28.05, 'Africa/Johannesburg'),
  place('Port Louis', 'Mauritius', -20.16, 57.5, 'Indian/Mauritius'),
  place('Suva', 'Fiji', -18.14, 178.44, 'Pacific/Fiji'),
  place('Sydney', 'Australia', -33.87, 151.21, 'Australia/Sydney'),
  place('Melbourne', 'Australia', -37.81, 144.96, 'Australia/Melbourne'),
  place('Perth', 'Australia', -31.95, 115.86, 'Australia/Perth'),
  place('Auckland', 'New Zealand', -36.85, 174.76, 'Pacific/Auckland'),
];

/** The places grouped by country, India first, then by name of country. */
export function placesByCountry(): [country: string, places: BirthPlace[]][] {
  const groups = new Map<string, BirthPlace[]>();
  for (const p of BIRTH_PLACES) groups.set(p.country, [...(groups.get(p.country) ?? []), p]);
  return [...groups.entries()].sort(([a], [b]) => (a === 'India' ? -1 : b === 'India' ? 1 : a.localeCompare(b)));
}
