import BenchmarkKit
import Foundation
import Testing

@Suite struct PowerLawFitTests {
    @Test func exactPowerLawRecoversExponentAndCoefficient() throws {
        let x = [10.0, 100, 1000, 10000]
        let fit = try #require(PowerLawFit(x: x, y: x.map { 3 * pow($0, 1.05) }))
        #expect(abs(fit.exponent - 1.05) < 1e-12)
        #expect(abs(fit.coefficient - 3) < 1e-9)
        #expect(abs(fit.rSquared - 1) < 1e-12)
        #expect(fit.pointCount == 4)
    }

    /// Scaling series are fitted to each case's fastest time (re-timing included), not to its
    /// median: a slow spell that doubled the median at one size must not bend the exponent.
    @Test func seriesAreFittedToTheFastestTime() throws {
        let x = [10.0, 100, 1000]
        var results = x.map { size in
            var result = TestFixtures.result("intersect/\(Int(size))", nanoseconds: 2 * size)
            result.series = SeriesPoint(series: "s", x: size)
            return result
        }
        results[1].medianOfRounds = 400
        results[2].nanosecondsPerIteration = SampleStatistics(samples: [2_100, 4_000])!
        results[2].confirmation = Confirmation(samples: 5, fastest: 2_000)
        let fit = try #require(ScalingFit.fits(of: results).first)
        #expect(fit.nanoseconds == [20, 200, 2_000])
        #expect(abs(fit.fit.exponent - 1) < 1e-12)
    }

    @Test func squareRootScalingGivesHalf() throws {
        let x = [10.0, 100, 1000]
        let fit = try #require(PowerLawFit(x: x, y: x.map { 40 * $0.squareRoot() }))
        #expect(abs(fit.exponent - 0.5) < 1e-12)
    }

    @Test func noisyDataFitsBetweenAndReportsImperfectRSquared() throws {
        let x = [10.0, 100, 1000, 10000]
        let y = [10.0 * 1.2, 100 / 1.2, 1000 * 1.2, 10000 / 1.2]
        let fit = try #require(PowerLawFit(x: x, y: y))
        #expect(abs(fit.exponent - 1) < 0.1)
        #expect(fit.rSquared < 1 && fit.rSquared > 0.9)
    }

    @Test func degenerateInputGivesNil() {
        #expect(PowerLawFit(x: [10], y: [5]) == nil)
        #expect(PowerLawFit(x: [10, 10], y: [5, 6]) == nil)
        #expect(PowerLawFit(x: [10, 100], y: [5, 0]) == nil)
        #expect(PowerLawFit(x: [-10, 100], y: [5, 6]) == nil)
        #expect(PowerLawFit(x: [10, 100], y: [5]) == nil)
        #expect(PowerLawFit(x: [10, .infinity], y: [5, 6]) == nil)
    }

    @Test func seriesFitsGroupCasesBySeriesAndSortByX() throws {
        var cases: [CaseResult] = []
        for corners in [1000.0, 10, 100] {
            var item = TestFixtures.result("generate/\(Int(corners))", nanoseconds: 2 * corners)
            item.series = SeriesPoint(series: "corners", x: corners)
            cases.append(item)
        }
        cases.append(TestFixtures.result("other", nanoseconds: 5))
        let fits = ScalingFit.fits(of: cases)
        #expect(fits.count == 1)
        let fit = try #require(fits.first)
        #expect(fit.series == "corners")
        #expect(fit.x == [10, 100, 1000])
        #expect(abs(fit.fit.exponent - 1) < 1e-12)
    }
}
